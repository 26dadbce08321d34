/**
 * What a visitor typed, ticked, chose or picked before the page's scripts hydrated it (issue 29:
 * a phone on a slow line shows the server's page a second or more before it is live). React 19.2
 * leaves such values in the DOM but never tells the components (react/react#33129 replays them,
 * behind a flag that is off in 19.2), so the band ignored a goal typed early, the upload field a
 * file chosen early, and the next render put the server's value back.
 *
 * The head's inline script (`earlyInputScript`, run before the body exists) notes the target of
 * every `input` and `change` event until the browser entry takes the list, just before it starts
 * hydrating (`takeEarlyInput`); from then on React's own listeners see the events. Once the page
 * has hydrated, the entry hands each noted control that still differs from what the server sent
 * to React as the change events it missed (`replayEarlyInput`). Only controls an event reached
 * are touched: a value the browser restored, or a widget set while hydrating, is left alone.
 */

/** The global the head script leaves for the entry: stops the noting and answers the targets. */
const EARLY_INPUT_GLOBAL = '__pacebandEarlyInput';

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: () => EventTarget[];
  }
}

/** The inline script (in `<head>`, with the pre-paint script) that notes early input's targets. */
export function earlyInputScript(): string {
  return (
    `(function(w){var t=[],f=function(e){if(t.indexOf(e.target)<0)t.push(e.target)};` +
    `w.addEventListener('input',f,true);w.addEventListener('change',f,true);` +
    `w[${JSON.stringify(EARLY_INPUT_GLOBAL)}]=function(){w.removeEventListener('input',f,true);` +
    `w.removeEventListener('change',f,true);return t}})(window)`
  );
}

/** The targets the head script noted, and the end of its noting; none without the script. */
export function takeEarlyInput(win: Window = window): EventTarget[] {
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

/**
 * Hands each noted control that the visitor left different from the server's page to the hydrated
 * page as the change events it missed, in the state the visitor left it in. React only reports a
 * change when the value differs from the one it last recorded (its value tracker, updated by the
 * element's own `value`/`checked` setter): the control is first set through that setter to another
 * value, then put back to the visitor's through the prototype's setter, which React does not
 * watch, before the event.
 */
export function replayEarlyInput(targets: readonly EventTarget[]): void {
  for (const control of targets.filter(isControl)) {
    if (!control.isConnected || !changedByVisitor(control)) continue;
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
}
