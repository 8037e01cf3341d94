// The tool's icon in the catalogue (lucide FileJson); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/file-braces";
