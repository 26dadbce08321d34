import { formatNumber } from '../../../src/lib/number-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { BuilderState } from './builder-state.ts';

/**
 * What each strategy preset sets the two dials to (the engine's presets, modules/pacing
 * plan-settings.ts): effort ×2 doubles the downhill gain too, beyond what the dial itself offers.
 */
const PRESET_DIALS: Record<BuilderState['plan']['strategy'], { uphill: number; downhill: number }> = {
  'even-pace': { uphill: 0, downhill: 0 },
  'even-effort': { uphill: 1, downhill: 1 },
  'effort-x2': { uphill: 2, downhill: 2 },
};

const typedNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** A dial's value as the engine reads it: as typed; the downhill one, else the uphill one as typed; else the preset's. */
export function dialValue(state: BuilderState, dial: 'uphill' | 'downhill'): number {
  const uphill = typedNumber(state.plan.uphillEffort);
  const downhill = typedNumber(state.plan.downhillEffort);
  const typed = dial === 'uphill' ? uphill : (downhill ?? uphill);
  return typed !== null && Number.isFinite(typed) ? typed : PRESET_DIALS[state.plan.strategy][dial];
}

/** True when a dial was moved away from the preset. */
export function dialsMoved(state: BuilderState): boolean {
  return state.plan.uphillEffort.trim() !== '' || state.plan.downhillEffort.trim() !== '';
}

/** The two dials and their ranges (the engine's, modules/pacing plan-limits.ts). */
export const DIALS = [
  { dial: 'uphill', max: 2 },
  { dial: 'downhill', max: 1.5 },
] as const;

/**
 * Moving one dial pins the other where it shows (within its range): the engine would otherwise
 * let an untouched downhill dial follow the uphill one, and a runner moving one dial expects the
 * other to stay put.
 */
export function moveDial(draft: BuilderState, dial: 'uphill' | 'downhill', value: string) {
  const other = DIALS.find((d) => d.dial !== dial)!;
  const key = `${other.dial}Effort` as const;
  if (draft.plan[key].trim() === '') draft.plan[key] = String(Math.min(other.max, dialValue(draft, other.dial)));
  draft.plan[`${dial}Effort`] = value;
}

/**
 * A dial: a range input (arrow keys move it by a step, Home and End to its ends) with its value
 * written beside its label as the page's language writes it, its help, and what it does to the
 * course (`effect`, updated with the preview). `name` lets the form post it like any field.
 */
export function DialField(props: {
  id: string;
  label: string;
  help: string;
  min: number;
  max: number;
  value: number;
  locale: Locale;
  effect: string | null;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const shown = formatNumber(props.locale, props.value, { minDigits: 1, maxDigits: 1 });
  const described = [`${props.id}-help`, props.effect ? `${props.id}-effect` : null, props.error ? `${props.id}-error` : null];
  return (
    <div className={props.error ? 'field dial field-invalid' : 'field dial'}>
      <div className="dial-head">
        <label htmlFor={props.id}>{props.label}</label>
        <output htmlFor={props.id} id={`${props.id}-value`} data-testid={`${props.id}-value`}>
          {shown}
        </output>
      </div>
      <input
        id={props.id}
        name={props.id}
        type="range"
        min={props.min}
        max={props.max}
        step={0.1}
        value={props.value}
        aria-valuetext={shown}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ')}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <small id={`${props.id}-help`} className="field-help">
        {props.help}
      </small>
      {props.effect && (
        <small id={`${props.id}-effect`} className="dial-effect" data-testid={`${props.id}-effect`}>
          {props.effect}
        </small>
      )}
      {props.error && (
        <small id={`${props.id}-error`} className="field-error" role="alert">
          {props.error}
        </small>
      )}
    </div>
  );
}
