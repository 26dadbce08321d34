/**
 * What a visitor typed, ticked, chose, picked or pressed before the page's scripts hydrated it
 * (issue 29: a phone on a slow line shows the server's page a second or more before it is live).
 * React 19.2 leaves typed values in the DOM but never tells the components (react/react#33129
 * replays them, behind a flag that is off in 19.2), so the band ignored a goal typed early, the
 * upload field a file chosen early, and the next render put the server's value back. A press on a
 * plain button (the page header's back, a menu) did nothing at all: before `hydrateRoot` nothing
 * listens, and while the root is still hydrating React drops a click it cannot hydrate for at once
 * (it waits on a component's script), without replaying it.
 *
 * The head's inline script (`earlyInputScript`, run before the body exists) notes, in order, the
 * target of every `input` and `change` event and every press of a button that has no action of
 * its own (`type="button"`, or outside any form), which it holds back from the page. It does so
 * until the page has hydrated, when the browser entry takes the list (`takeEarlyInput`) and hands
 * it to the page (`replayEarlyInput`): each noted control that still differs from what the server
 * sent, as the change events it missed, and each press, as a click. Only controls an event
 * reached are touched: a value the browser restored, or a widget set while hydrating, is left
 * alone. A control React already heard while hydrating holds its new value as its default too
 * (React keeps a controlled input's `value` attribute in step), so it is not told twice. Links
 * and submit buttons in forms keep working without scripts and are not held back.
 */

/** The global the head script leaves for the entry: stops the noting and answers what it noted. */
const EARLY_INPUT_GLOBAL = '__pacebandEarlyInput';

/** One thing the visitor did early: a control changed (its latest change), or a button pressed. */
export type EarlyAction = { kind: 'input'; target: EventTarget } | { kind: 'press'; target: HTMLButtonElement };

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: () => EarlyAction[];
  }
}

/**
 * The inline script (in `<head>`, with the pre-paint script) that notes early input and presses.
 * A control changed twice is noted once, at its latest change, so the order of the replay is the
 * order the visitor left things in. A press is held back from the page (stopped at the window, on
 * its way down, before React's listeners on the document) and replayed once.
 */
export function earlyInputScript(): string {
  return (
    `(function(w){var a=[],` +
    `f=function(e){for(var i=0;i<a.length;i++)if(a[i].target===e.target){a.splice(i,1);break}` +
    `a.push({kind:'input',target:e.target})},` +
    `c=function(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;` +
    `if(!b||b.disabled||(b.type!=='button'&&b.form))return;` +
    `e.stopPropagation();e.preventDefault();a.push({kind:'press',target:b})};` +
    `w.addEventListener('input',f,true);w.addEventListener('change',f,true);w.addEventListener('click',c,true);` +
    `w[${JSON.stringify(EARLY_INPUT_GLOBAL)}]=function(){w.removeEventListener('input',f,true);` +
    `w.removeEventListener('change',f,true);w.removeEventListener('click',c,true);return a}})(window)`
  );
}

/** What the head script noted, and the end of its noting; nothing without the script. */
export function takeEarlyInput(win: Window = window): EarlyAction[] {
  const take = win[EARLY_INPUT_GLOBAL];
  delete win[EARLY_INPUT_GLOBAL];
  return take ? take() : [];
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const BUTTONS = new Set(['submit', 'button', 'reset', 'image', 'hidden']);

const isControl = (target: EventTarget): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** The value a select shows until someone changes it: its last `selected` option, else its first. */
function defaultSelectValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.findLast((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** True when the control no longer holds what the server sent. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return control.multiple
      ? Array.from(control.options).some((option) => option.selected !== option.defaultSelected)
      : control.value !== defaultSelectValue(control);
  }
  if (control instanceof HTMLInputElement) {
    if (BUTTONS.has(control.type)) return false;
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
    if (control.type === 'radio') return control.checked && !control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

const fire = (control: Control, ...types: string[]) => {
  for (const type of types) control.dispatchEvent(new Event(type, { bubbles: true }));
};

/** Hands a control the visitor left different from the server's page its missed change events. */
function replayControl(control: Control): void {
  if (!control.isConnected || !changedByVisitor(control)) return;
  if (control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && control.type === 'file')) {
    fire(control, 'input', 'change');
  } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    control.checked = !control.checked;
    // A click puts it back to the visitor's state and is the event React listens to for these.
    control.click();
  } else {
    const value = control.value;
    const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    control.value = control.defaultValue === value ? '' : control.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    fire(control, 'input', 'change');
  }
}

/**
 * Hands the hydrated page what the visitor did before, in order: each noted control that still
 * differs from the server's page as the change events it missed, in the state the visitor left it
 * in; each press as a click on its button, if the button is still there and enabled. React only
 * reports a change when the value differs from the one it last recorded (its value tracker,
 * updated by the element's own `value`/`checked` setter): the control is first set through that
 * setter to another value, then put back to the visitor's through the prototype's setter, which
 * React does not watch, before the event.
 */
export function replayEarlyInput(actions: readonly EarlyAction[]): void {
  for (const action of actions) {
    if (action.kind === 'press') {
      if (action.target.isConnected && !action.target.disabled) action.target.click();
    } else if (isControl(action.target)) {
      replayControl(action.target);
    }
  }
}
