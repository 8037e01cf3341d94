// The tool's icon in the catalogue (lucide Sparkles); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/sparkles";
