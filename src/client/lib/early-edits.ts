/**
 * What a visitor types or picks in the prerendered HTML before React has hydrated it. Hydrating a field that has a
 * default (a textarea's text, a select's option) resets it to that default, so the edits are noted here first and
 * the form layer (use-form.ts) takes them back as each field goes live. Browser memory only; nothing is stored.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const edits = new WeakMap<Control, string>();

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/** Whether the control's value differs from what the HTML gave it. */
function edited(el: Control): boolean {
  if (el instanceof HTMLSelectElement) {
    const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    return initial !== undefined && !initial.selected;
  }
  return el.value !== el.defaultValue;
}

function note(event: Event) {
  if (isControl(event.target)) edits.set(event.target, event.target.value);
}

let stop: (() => void) | undefined;

/** Call before hydrating: notes fields already edited (typed before the script ran) and every edit until the page is live. */
export function watchEarlyEdits(root: HTMLElement): void {
  for (const el of root.querySelectorAll<Control>("input, textarea, select")) if (edited(el)) edits.set(el, el.value);
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);
  stop = () => {
    root.removeEventListener("input", note, true);
    root.removeEventListener("change", note, true);
  };
}

/** The page is live (components/PageReady.tsx): later edits are React's own. */
export function stopWatchingEarlyEdits(): void {
  stop?.();
  stop = undefined;
}

/** The value the visitor gave this control before it went live, once (undefined when none). */
export function takeEarlyEdit(el: Control): string | undefined {
  const value = edits.get(el);
  edits.delete(el);
  return value;
}
