import { options } from "preact";

/**
 * When useEffect callbacks run. Preact runs them after the next painted frame; React runs the effects of an update
 * caused by a discrete event (a key press, a click) before the next event is handled, and our components count on
 * it: a draft saved to local storage by an effect survives a reload right after the last key, a field's draft is
 * reconciled with its value before the next key arrives, and a dialog's Escape listener, added by an effect, is
 * there as soon as the dialog shows. So, as React: after a discrete event, the effects run right after the render
 * (a microtask, same task); after anything else (hydration, a timer, a response), after the next frame, so that
 * long renders and their effects are separate tasks. Imported first by main.tsx.
 */
const DISCRETE = [
  "beforeinput",
  "change",
  "click",
  "compositionend",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keyup",
  "pointerdown",
  "pointerup",
  "reset",
  "submit",
  "touchend",
  "touchstart",
];

let discrete = false;
const clearDiscrete = () => (discrete = false);
for (const type of DISCRETE) {
  window.addEventListener(
    type,
    () => {
      if (discrete) return;
      discrete = true;
      // Renders caused by the event run in microtasks of this task; the next task is past it.
      setTimeout(clearDiscrete);
    },
    { capture: true, passive: true },
  );
}

/** Preact's own timing: after the next frame (requestAnimationFrame, or 35 ms when no frame comes), then a task. */
function afterNextFrame(flush: () => void) {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flush);
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}

options.requestAnimationFrame = (flush: () => void) => (discrete ? queueMicrotask(flush) : afterNextFrame(flush));
