import { options } from "preact";

/**
 * useEffect callbacks run right after each render (in a microtask) instead of after the next painted frame, Preact's
 * default. React runs the effects of an update caused by a discrete event (a key press, a click) before the next
 * event is handled; our components count on it: a draft saved to local storage by an effect survives a reload right
 * after the last key, a field's draft is reconciled with its value before the next key arrives, and a dialog's
 * Escape listener, added by an effect, is there as soon as the dialog shows. Imported first by main.tsx.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
