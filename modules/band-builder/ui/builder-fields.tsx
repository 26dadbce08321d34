import { CheckboxField, Field } from '../../../src/ui/form.tsx';
import type { BuilderState } from './builder-state.ts';

/** The dotted paths of the form's settings whose value is a V (lists left out: they have their own controls). */
type PathOf<T, V, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends V
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? PathOf<T[K], V, `${P}${K}.`>
        : never;
}[keyof T & string];

/** The value at a dotted path of T. */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type TextPath = PathOf<BuilderState, string>;
type FlagPath = PathOf<BuilderState, boolean>;

/** What every bound control needs of its section: the state, the way to change it and the server's messages by path. */
export interface BoundForm {
  state: BuilderState;
  edit: (change: (draft: BuilderState) => void) => void;
  /** First message of each field, by settings path (e.g. 'plan.bands.0.goal'). */
  error: (path: string) => string | undefined;
}

interface SpecBase {
  /** The control's name and id (the build form has no id prefix). */
  name: string;
  label: string;
  hint?: string;
  /** Left out when false. */
  show?: boolean;
  /** The settings paths whose first message the control shows (a text field's own path unless given). */
  errorAt?: readonly string[];
}

type TextSpec = SpecBase & {
  as?: 'input';
  at: TextPath;
  inputMode?: 'numeric' | 'decimal';
  type?: 'number' | 'color';
  step?: string;
  min?: number;
  max?: number;
};

/** A select of the values its setting may take (one union member per path, so its options are checked against it). */
type SelectSpec = {
  [P in TextPath]: SpecBase & {
    as: 'select';
    at: P;
    options: ReadonlyArray<{ value: At<BuilderState, P>; label: string }>;
    /** Instead of writing the value at `at` (a change that moves other settings too). */
    set?: (draft: BuilderState, value: At<BuilderState, P>) => void;
  };
}[TextPath];

type CheckSpec = SpecBase & { as: 'checkbox'; at: FlagPath; set?: (draft: BuilderState, checked: boolean) => void };

/** One control of the build form, described by the setting it edits. */
export type FieldSpec = TextSpec | SelectSpec | CheckSpec;

function readAt(state: BuilderState, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], state);
}

function writeAt(draft: BuilderState, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], draft);
  (parent as Record<string, unknown>)[last] = value;
}

/** One control bound to its setting: it shows the state's value and writes every change back there (nothing when `show` is false). */
export function BuilderField({ form, spec }: { form: BoundForm; spec: FieldSpec }) {
  if (spec.show === false) return null;
  const { state, edit, error } = form;
  const errorAt = spec.errorAt ?? (spec.as === undefined || spec.as === 'input' ? [spec.at] : []);
  const common = { prefix: '', name: spec.name, label: spec.label, hint: spec.hint, error: errorAt.map(error).find(Boolean) };
  switch (spec.as) {
    case 'checkbox':
      return (
        <CheckboxField
          {...common}
          checked={readAt(state, spec.at) as boolean}
          onChange={(v) => edit((d) => (spec.set ? spec.set(d, v) : writeAt(d, spec.at, v)))}
        />
      );
    case 'select': {
      const set = spec.set as ((draft: BuilderState, value: string) => void) | undefined;
      return (
        <Field
          {...common}
          as="select"
          value={readAt(state, spec.at) as string}
          options={spec.options as ReadonlyArray<{ value: string; label: string }>}
          onChange={(v) => edit((d) => (set ? set(d, v) : writeAt(d, spec.at, v)))}
        />
      );
    }
    default: {
      const at = spec.at;
      return (
        <Field
          {...common}
          inputMode={spec.inputMode}
          type={spec.type}
          step={spec.step}
          min={spec.min}
          max={spec.max}
          value={readAt(state, at) as string}
          onChange={(v) => edit((d) => writeAt(d, at, v))}
        />
      );
    }
  }
}

/** Options in this order, each labelled by the word of its own key (`small` → words.small), else by the value itself (a unit). */
export function choicesOf<const V extends string>(values: readonly V[], words: Partial<Record<NoInfer<V>, string>> = {}) {
  return values.map((value) => ({ value, label: words[value] ?? value }));
}

/** A run of bound controls, in order. */
export function BuilderFields({ form, fields }: { form: BoundForm; fields: readonly FieldSpec[] }) {
  return fields.map((spec) => <BuilderField key={spec.name} form={form} spec={spec} />);
}

/** A run of bound controls side by side (a `field-row`). */
export function BuilderRow({ form, fields }: { form: BoundForm; fields: readonly FieldSpec[] }) {
  return (
    <div className="field-row">
      <BuilderFields form={form} fields={fields} />
    </div>
  );
}
