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
  if (held && !releasing.has(held)) {
    releasing.add(held);
    void replay(held);
  }
}

const releasing = new WeakSet<object>();

/**
 * Every field first, in one go: the app's first re-render would otherwise put back the empty
 * value it holds for a field not yet handed over (so forms must update from their latest
 * state, as a browser's autofill needs too). Then the clicks, each in its own task as a
 * person's clicks arrive, so each handler sees what the one before it did.
 *
 * The values are read now, while the page still shows them, and handed over in a task of
 * their own. This runs in React's effects, which it may be flushing for a change the visitor
 * made just after the app took over; a change event sent from in there reaches the field's
 * handler, but the update is dropped and React puts the field back to the value it held (a
 * season picked on the standings stayed unpicked). Until the fields are handed over, clicks
 * and submits are still held (a click then would act on the app's empty fields), and what is
 * typed into a field meanwhile is what gets handed over.
 */
async function replay(held: NonNullable<Window['__csHeld']>) {
  const values = new Map<TypedField, string>();
  for (const target of held.edited) {
    const field = typedField(target);
    if (field) values.set(field, field.value);
  }
  const follow = (e: Event) => {
    const field = e.target instanceof Element ? typedField(e.target) : null;
    if (field && values.has(field)) values.set(field, field.value);
  };
  document.addEventListener('input', follow, true);
  document.addEventListener('change', follow, true);
  await nextTask();
  document.removeEventListener('input', follow, true);
  document.removeEventListener('change', follow, true);
  for (const [field, value] of values) handOver(field, value);
  // From here the app answers what the visitor does; what was held meanwhile is replayed below.
  window.__csHeld = undefined;
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

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the visitor typed in or picked from; not one that is gone or that clicks set (replayed). */
function typedField(field: EventTarget): TypedField | null {
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) ||
    !field.isConnected
  )
    return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return null;
  return field;
}

/** Tells the app a field's value is what the visitor typed: React only reports a change from the value it last knew. */
function handOver(input: TypedField, typed: string) {
  if (!input.isConnected) return;
  input.value = ''; // through React's own value tracking: it now knows ''
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(input) below
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  nativeSetter?.call(input, typed); // past the tracking
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
