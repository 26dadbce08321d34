/**
 * What a visitor typed, ticked, chose or picked before the page's scripts hydrated it (issue 29:
 * a phone on a slow line shows the server's page a second or more before it is live). React 19.2
 * leaves such values in the DOM but never tells the components (react/react#33129 replays them,
 * behind a flag that is off in 19.2), so the band ignored a goal typed early, the upload field a
 * file chosen early, and the next render put the server's value back; a select is even reset to
 * the next render put the server's value back (a select too). Hydrating keeps what the visitor
 * left in each control; once the page has hydrated, the browser entry finds the controls that no
 * longer hold what the server sent and hands them to React as the change events it missed.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control the visitor changed before hydration, and the state they left it in. */
interface EarlyInput {
  control: Control;
  value: string;
  checked: boolean;
  selected: boolean[];
}

const BUTTONS = new Set(['submit', 'button', 'reset', 'image', 'hidden']);

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

/** The controls below `root` that the visitor changed. */
function noteEarlyInput(root: ParentNode): EarlyInput[] {
  return Array.from(root.querySelectorAll<Control>('input, textarea, select'))
    .filter(changedByVisitor)
    .map((control) => ({
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
      selected: control instanceof HTMLSelectElement ? Array.from(control.options, (option) => option.selected) : [],
    }));
}

const fire = (control: Control, ...types: string[]) => {
  for (const type of types) control.dispatchEvent(new Event(type, { bubbles: true }));
};

/**
 * Hands each control below `root` that the visitor changed before hydration to the hydrated page
 * as the change events it missed, in the state the visitor left it in. React only reports a change when the value differs from the one it last
 * recorded (its value tracker, updated by the element's own `value`/`checked` setter): the control
 * is first set through that setter to another value, then put back to the visitor's through the
 * prototype's setter, which React does not watch, before the event.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const { control, value, checked, selected } of noteEarlyInput(root)) {
    if (control instanceof HTMLSelectElement) {
      Array.from(control.options).forEach((option, i) => (option.selected = selected[i] ?? option.selected));
      fire(control, 'input', 'change');
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      fire(control, 'input', 'change');
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      control.checked = !checked;
      // A click puts it back to the visitor's state and is the event React listens to for these.
      control.click();
    } else {
      const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      control.value = control.defaultValue === value ? '' : control.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
      fire(control, 'input', 'change');
    }
  }
}
