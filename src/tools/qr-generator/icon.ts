// The tool's icon in the catalogue (lucide QrCode); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/qr-code";
