// The tool's icon in the catalogue (lucide Mail); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/mail";
