/**
 * What the person did on the pre-rendered page before the app ran, done again once it runs: the pre-paint
 * script keeps the buttons tapped and the form fields typed into or ticked (pre-paint-script.ts). A page
 * needs nothing of its own for it: its buttons and fields are the app's as soon as the app has started.
 *
 * Why React alone does not do it: before `hydrateRoot` no listener of React's is on the page, so a tap is
 * only the browser's (a button does nothing); and React hydrates a field without touching what was typed
 * into it, taking that text as the value it last saw, so the app's state stays empty and its next render
 * empties the field.
 */

/** Where the pre-paint script keeps the buttons tapped, then the fields changed; null once the app has them. */
const EARLY_CLICKS = '__naslEarlyClicks';
const EARLY_FIELDS = '__naslEarlyFields';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function take<T extends Element>(key: string, isWanted: (element: unknown) => element is T): T[] {
  const early: unknown = Reflect.get(window, key);
  Reflect.set(window, key, null);
  return Array.isArray(early) ? early.filter(isWanted) : [];
}

const isHtmlElement = (element: unknown): element is HTMLElement => element instanceof HTMLElement;
const isFormField = (element: unknown): element is FormField =>
  (element instanceof HTMLInputElement && element.type !== 'file') ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The buttons tapped before the app took over the page, in order; from now on none is kept. Called just
 * before `hydrateRoot`: a tap after it is React's, which hydrates the part of the page it lands on and then
 * handles it.
 */
export function takeEarlyClicks(): HTMLElement[] {
  return take(EARLY_CLICKS, isHtmlElement);
}

/** The fields changed up to now (before the app ran, or while it was hydrating), each once; none kept after. */
export function takeEarlyFields(): FormField[] {
  return take(EARLY_FIELDS, isFormField);
}

const isChoice = (field: FormField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Where the pre-paint script keeps on each field what she left in it: its text, or whether it is ticked. */
const LEFT_IN_FIELD = '__naslValue';

/**
 * Tells the app what she left in a field, as a change it notices. React may have emptied the field already
 * (a render after hydration sets each field to the app's state), hence the value the pre-paint script kept.
 * React reads a change only when the field differs from what it last saw, which it records through the
 * element's own `value` (or `checked`) property: that property is set to something else, the field is put
 * back to what she left through the prototype's setter, which React does not see, and the event React reads
 * the change from is sent (`input`; `change` for a list; `click` for a box or a choice, a plain event that
 * ticks nothing itself).
 */
function tellTheApp(field: FormField): void {
  const left: unknown = Reflect.get(field, LEFT_IN_FIELD);
  const property = isChoice(field) ? 'checked' : 'value';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  if (!setter) return;
  if (isChoice(field)) {
    if (typeof left !== 'boolean') return;
    field.checked = !left;
    setter.call(field, left);
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    if (typeof left !== 'string') return;
    field.value = left === '' ? ' ' : '';
    setter.call(field, left);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}

/**
 * Does again, once the app has rendered, what was done before it ran: each changed field is told to the app,
 * then each tapped button is pressed (those still on the page). Run in a task of its own, never inside
 * React's work: React hydrates the page under its `<Suspense>` after the layout, and an event on a part it
 * has not hydrated makes it hydrate that part at once, which it can do only outside its own rendering and
 * effects (in an effect, the tap was dropped). A first `input` event makes React hydrate each field before
 * it is told; on a hydrated field it changes nothing.
 */
export function replayEarlyInput(clicks: readonly HTMLElement[], fields: readonly FormField[]): void {
  for (const field of fields) {
    if (!field.isConnected) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    tellTheApp(field);
  }
  for (const button of clicks) if (button.isConnected) button.click();
}
