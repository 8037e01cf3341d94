// The tool's icon in the catalogue (lucide Briefcase); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/briefcase";
