import { useState, type ComponentType } from "react";

/**
 * A dialog whose code is fetched on demand (lib/on-demand.ts): until it is loaded, the props of its trigger (a
 * closed dialog's state, the download started on hover or focus, loaded then shown on click); once loaded, `Panel`,
 * which mounts open and brings its own trigger.
 */
export function useOnDemandPanel(load: () => Promise<ComponentType>) {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  const preload = () => void load().catch(() => undefined);
  const trigger = {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      load().then((component) => setPanel(() => component), () => undefined);
    },
  } as const;
  return { Panel, trigger, preload };
}
