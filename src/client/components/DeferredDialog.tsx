import { useState, type ComponentType } from "react";
import type { ButtonProps } from "./ui/button";

interface DeferredDialogProps {
  /** Fetches the dialog's code (an onDemand loader); the loaded component mounts open. */
  load: () => Promise<ComponentType>;
  /** The button shown until then: the same one the loaded dialog uses as its Radix trigger. */
  Trigger: ComponentType<ButtonProps>;
}

/**
 * A dialog whose code is fetched on the first click (or earlier on touch, hover or focus): until then this renders
 * its trigger button, then hands over to the loaded dialog, which mounts open.
 */
export function DeferredDialog({ load, Trigger }: DeferredDialogProps) {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  if (Panel) return <Panel />;
  const preload = () => void load().catch(() => undefined);
  return (
    <Trigger
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={() => {
        load().then(
          (component) => setPanel(() => component),
          () => undefined,
        );
      }}
    />
  );
}
