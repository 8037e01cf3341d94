import type { ComponentType } from "react";

/**
 * A component whose code is fetched only when first needed (a dialog's first opening, the first toast...).
 * `preload()` starts the download early (on hover or focus) and resolves to the component; a failed download is
 * forgotten so the next attempt retries.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>) {
  let promise: Promise<ComponentType> | undefined;
  return function preload(): Promise<ComponentType> {
    promise ??= load().then(
      (m) => m.default,
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    );
    return promise;
  };
}
