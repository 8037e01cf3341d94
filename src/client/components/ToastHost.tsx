import { useEffect, useState, type ComponentType } from "react";
import { useToasts } from "@/client/lib/use-toast";
import { onDemand } from "@/client/lib/on-demand";
import { whenIdle } from "@/client/lib/idle";

/** Fetches the toaster's code (once); also started when the page is idle (lib/deferred-code.ts). */
export const loadToaster = onDemand(async () => ({ default: (await import("./ui/toaster")).Toaster }));

/**
 * Mounts the Radix toaster (ui/toaster.tsx) without putting it in the initial JS: once the page is idle, or at
 * once when a toast is raised first (toasts raised meanwhile wait in the use-toast store and show when it mounts).
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const hasToast = useToasts().length > 0;
  useEffect(() => {
    if (Toaster) return;
    let active = true;
    const mount = () => {
      loadToaster().then(
        (component) => active && setToaster(() => component),
        () => undefined,
      );
    };
    const cancelIdle = hasToast ? (mount(), () => {}) : whenIdle(mount);
    return () => {
      active = false;
      cancelIdle();
    };
  }, [Toaster, hasToast]);
  return Toaster ? <Toaster /> : null;
}
