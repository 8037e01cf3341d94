// The tool's icon in the catalogue (lucide Volume2); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/volume-2";
