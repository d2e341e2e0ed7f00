import type { FieldErrors } from 'react-hook-form';

/** The form's own error from the server (non_field_errors), which no field shows. */
export const ROOT_ERROR = 'root.serverError';

/**
 * An error's text: the server's errors carry a string, react-admin wraps a `validate`
 * function's as `{message}` (or `{message: {message}}`); all already in the reader's language.
 */
export const errorText = (error: { message?: unknown } | undefined): string | undefined => {
  const message = error?.message;
  const inner = (message as { message?: unknown } | null | undefined)?.message;
  const text = typeof message === 'string' ? message : typeof inner === 'string' ? inner : '';
  return text || undefined;
};

export interface FieldError {
  /** The field's path in the form ("kilometraje", "root.serverError"). */
  name: string;
  message: string;
}

/** Every error with a text, by its field's path (nested values flattened, "a.b"). */
export function errorsOf(errors: FieldErrors | Record<string, unknown>, prefix = ''): FieldError[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const name = `${prefix}${key}`;
    const message = errorText(value as { message?: unknown });
    if (message) return [{ name, message }];
    return errorsOf(value as Record<string, unknown>, `${name}.`);
  });
}

/** What a keyboard reaches; the first usable one near a field is where it is fixed. */
const FOCUSABLE = 'input, textarea, select, button, a[href], [tabindex], [contenteditable="true"]';

const usable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  !element.matches(':disabled, [type="hidden"], [tabindex="-1"], [aria-hidden="true"]') &&
  !element.closest('[hidden], [aria-hidden="true"]') &&
  (element.ownerDocument.defaultView?.getComputedStyle(element).display ?? '') !== 'none';

/**
 * The element that holds a field: an input's own custom anchor (`data-field`, for inputs made of
 * several controls such as a photo picker), else the control named as the field (react-admin
 * names its inputs and radios by source), else its id (react-admin's default id is the source),
 * else the box react-admin marks `ra-input-<source>` (a file input named by a generated id).
 */
export const holderOf = (root: ParentNode, name: string): Element | null => {
  const quoted = CSS.escape(name);
  return (
    root.querySelector(`[data-field="${quoted}"]`) ??
    root.querySelector(`[name="${quoted}"]`) ??
    root.querySelector(`#${quoted}`) ??
    root.querySelector(`.${CSS.escape(`ra-input-${name}`)}`)
  );
};

/** How far up from a hidden holder its visible control is looked for: past that lie other fields. */
const NEARBY = 4;

/**
 * The control to focus for a field, or undefined when the page shows no such field (an error on
 * a field the form does not have). A holder that cannot take focus (a select's hidden native
 * input, a dropzone's file input) hands over to the first usable control around it.
 */
export function fieldTarget(root: ParentNode, name: string): HTMLElement | undefined {
  const holder = holderOf(root, name);
  let area: Element | null = holder;
  for (let level = 0; area && area !== root && level <= NEARBY; level += 1, area = area.parentElement) {
    if (usable(area) && area.matches(FOCUSABLE)) return area;
    const inside = [...area.querySelectorAll(FOCUSABLE)].find(usable);
    if (inside) return inside;
  }
  return undefined;
}

/** Document order, for "the first field at fault" as the page shows them. */
export const byPageOrder = (a: Node, b: Node) => (a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/** `names` in the order the page shows their fields; those it does not show keep their order, last. */
export function inPageOrder(root: ParentNode, names: readonly string[]): string[] {
  const holders = new Map(names.map((name) => [name, holderOf(root, name)]));
  const shown = names.filter((name) => holders.get(name)).sort((a, b) => byPageOrder(holders.get(a)!, holders.get(b)!));
  return [...shown, ...names.filter((name) => !holders.get(name))];
}

/** The page's first field among `names` with its control, or undefined when none is shown. */
export function firstTarget(root: ParentNode, names: readonly string[]): HTMLElement | undefined {
  return names
    .map((name) => fieldTarget(root, name))
    .filter((target): target is HTMLElement => target !== undefined)
    .sort(byPageOrder)[0];
}

/** Brings a control to the middle of the window (clear of the app bar) and puts the caret there. */
export function focusControl(target: HTMLElement) {
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** The form (or dialog) an element sits in, where its fields are looked for. */
export const formOf = (element: Element | null): ParentNode => element?.closest('form') ?? document;
