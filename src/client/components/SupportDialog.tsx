import { forwardRef, useState, type ComponentType } from "react";
import { Heart } from "lucide-react";
import { onDemand } from "@/client/lib/on-demand";
import { Button, type ButtonProps } from "./ui/button";

/** Fetches the dialog's code (once); also started when the page is idle (lib/deferred-code.ts). */
export const loadSupportDialog = onDemand(() => import("./SupportDialogPanel"));

/** The ghost button that opens 'Support Our Project' (also the Radix trigger once the dialog is loaded). */
export const SupportTrigger = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button ref={ref} variant="ghost" className="text-accent" {...props}>
    <Heart aria-hidden /> Support Our Project
  </Button>
));
SupportTrigger.displayName = "SupportTrigger";

/**
 * 'Support Our Project' button and dialog. The dialog's code (Radix Dialog, copy buttons) is fetched on the first
 * click (or earlier on hover/focus); until then this renders the same button, then hands over to the loaded dialog,
 * which mounts open.
 */
export function SupportDialog() {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  if (Panel) return <Panel />;
  const preload = () => void loadSupportDialog().catch(() => undefined);
  return (
    <SupportTrigger
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        loadSupportDialog().then(
          (component) => setPanel(() => component),
          () => undefined,
        );
      }}
    />
  );
}
