// The tool's icon in the catalogue (lucide Wand2); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/wand-sparkles";
