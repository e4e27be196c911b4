/**
 * A prerendered page (decision 46) can be typed into before the app has started; the app's first
 * render replaces its markup, inputs included. This keeps what was typed: it records the values
 * of named inputs and selects as they change, and once the app's markup is in, writes them into
 * the fields of the same name (as typing would, so React's state follows) and puts the focus
 * back. It also drops #root's `data-prerendered`, which says the markup is not the app's yet.
 * Nothing to do on a page that was not prerendered.
 */
export function prepareTakeOver(root: HTMLElement): () => void {
  if (!root.hasAttribute('data-prerendered')) return () => undefined;
  const typed = new Map<string, string>();
  let focused: string | undefined;
  const fieldOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target
      : undefined;
  const record = (event: Event) => {
    const field = fieldOf(event.target);
    if (field?.name && isTextual(field)) typed.set(field.name, field.value);
  };
  const focus = (event: Event) => {
    focused = fieldOf(event.target)?.name || undefined;
  };
  const blur = () => {
    focused = undefined;
  };
  // What was typed before this ran: values other than the markup's own.
  for (const field of root.querySelectorAll<Field>('input[name], textarea[name], select[name]')) {
    if (isTextual(field) && field.value !== defaultOf(field)) typed.set(field.name, field.value);
  }
  focused = fieldOf(document.activeElement)?.name || undefined;
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('focusin', focus, true);
  document.addEventListener('focusout', blur, true);

  let done = false;
  return () => {
    if (done) return;
    done = true;
    document.removeEventListener('input', record, true);
    document.removeEventListener('change', record, true);
    document.removeEventListener('focusin', focus, true);
    document.removeEventListener('focusout', blur, true);
    root.removeAttribute('data-prerendered');
    // boot.js hides a prerendered page from a visitor with a session, whom the app sends on,
    // and makes a signed-in page the server rendered inert until now (decision 49).
    root.style.removeProperty('visibility');
    root.inert = false;
    for (const [name, value] of typed) {
      const field = fieldOf(root.querySelector(`[name="${CSS.escape(name)}"]`));
      // The markup's value is the app's state, rendered anew or hydrated.
      const rendered = field && defaultOf(field);
      if (!field || rendered === value) continue;
      // Hydrated, the field is the page's own node and already holds what was typed, which React
      // may have taken as its last value: it sees a change only from the value it rendered. So
      // the field goes back to that, then to what was typed, each as typing would.
      if (field.value !== rendered) writeAsTyped(field, rendered!);
      writeAsTyped(field, value);
    }
    if (focused) fieldOf(root.querySelector(`[name="${CSS.escape(focused)}"]`))?.focus();
    // A password among them need not stay in memory.
    typed.clear();
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Fields whose value is what was typed or picked (not boxes to tick, files or buttons).
const TEXTUAL = new Set([
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'textarea',
  'select-one',
]);
const isTextual = (field: Field) => TEXTUAL.has(field.type);

/** Sets `field`'s value with the prototype's setter and an event, so that React sees a change. */
function writeAsTyped(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
  );
}

/** The value a field has in the markup, before anyone types. */
function defaultOf(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const option = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return option?.value ?? '';
  }
  return field.defaultValue;
}

let shown = false;
let whenShown: (() => void) | undefined;

/**
 * Called once the page's chunk has committed its first render. Hydrating, React adopts the
 * shell's markup first and the page's (a Suspense boundary) in a later commit: until then the
 * page's fields are not the app's, and a value typed into one would be overwritten.
 */
export function pageShown(): void {
  shown = true;
  whenShown?.();
}

/** Runs `fn` once the page has been shown (pageShown), at once if it has. */
export function afterPageShown(fn: () => void): void {
  if (shown) fn();
  else whenShown = fn;
}
