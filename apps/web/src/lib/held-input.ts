// What a visitor does on a server-rendered page before the app takes over is kept by a small
// script in index.html. Once the first render has committed (app/root.tsx) it is handed over,
// on the very elements hydration kept:
// - text typed into a field is passed to the app as an input event, so its state holds it
//   (hydration keeps the typed text on screen, but the app's state would still be empty);
// - clicks and submits are then replayed in order, a repeated click on one element (a
//   double click on Pay) once.

interface HeldEvent {
  target: EventTarget;
  type: 'click' | 'submit';
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __csHeld?: { events: HeldEvent[]; edited: EventTarget[] };
  }
}

export function releaseHeldInput() {
  const held = window.__csHeld;
  window.__csHeld = undefined;
  if (held) void replay(held);
}

/**
 * Every field first, in one go: the app's first re-render would otherwise put back the empty
 * value it holds for a field not yet handed over (so forms must update from their latest
 * state, as a browser's autofill needs too). Then the clicks, each in its own task as a
 * person's clicks arrive, so each handler sees what the one before it did.
 */
async function replay(held: NonNullable<Window['__csHeld']>) {
  for (const field of held.edited) handOver(field);
  await nextTask();
  let previous: EventTarget | null = null;
  for (const event of held.events) {
    if (event.target === previous) continue;
    previous = event.target;
    if (!(event.target instanceof Element) || !event.target.isConnected) continue;
    if (event.type === 'click') htmlElementOf(event.target)?.click();
    else if (event.type === 'submit' && event.target instanceof HTMLFormElement)
      event.target.requestSubmit(event.submitter);
    await nextTask();
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A click on an icon lands on its svg or path, which cannot be clicked again: its button can. */
function htmlElementOf(target: Element): HTMLElement | null {
  let element: Element | null = target;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/** Tells the app a field's value is what the visitor typed: React only reports a change from the value it last knew. */
function handOver(field: EventTarget) {
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) ||
    !field.isConnected
  )
    return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return; // clicks, replayed
  const typed = field.value;
  field.value = ''; // through React's own value tracking: it now knows ''
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(field) below
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  nativeSetter?.call(field, typed); // past the tracking
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
