import { forwardRef } from "react";
import { Heart } from "lucide-react";
import { onDemand } from "@/client/lib/on-demand";
import { Button, type ButtonProps } from "./ui/button";
import { DeferredDialog } from "./DeferredDialog";

/** Fetches the dialog's code (once); also started when the page is idle (lib/deferred-code.ts). */
export const loadSupportDialog = onDemand(() => import("./SupportDialogPanel"));

/** The ghost button that opens 'Support Our Project' (also the Radix trigger once the dialog is loaded). */
export const SupportTrigger = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button ref={ref} variant="ghost" className="text-accent" {...props}>
    <Heart aria-hidden /> Support Our Project
  </Button>
));
SupportTrigger.displayName = "SupportTrigger";

/** 'Support Our Project' button and dialog, its code (Radix Dialog, copy buttons) fetched on the first click. */
export const SupportDialog = () => <DeferredDialog load={loadSupportDialog} Trigger={SupportTrigger} />;
