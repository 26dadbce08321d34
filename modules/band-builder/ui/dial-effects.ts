import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatNumber, formatPercent } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { BuilderLabels, PreviewResult } from './builder-labels.ts';

type Plan = PreviewResult['plans'][number];

/** A stretch of the plan between two lap rows, in the band's unit. */
export interface Stretch {
  from: number;
  to: number;
  gradePercent: number;
  paceSecondsPerUnit: number;
}

/** Grades within this of flat count as flat (a row's mean grade is rarely exactly 0). */
const FLAT_PERCENT = 0.5;

/** The plan's lap stretches from the start, each with where it starts and ends. */
function stretches(plan: Plan): Stretch[] {
  const laps = plan.rows.filter((row) => row.kind === 'lap' || row.kind === 'finish').sort((a, b) => a.distanceM - b.distanceM);
  let from = 0;
  return laps.map((row) => {
    const to = row.bandDistance ?? row.distance;
    const stretch = { from, to, gradePercent: row.gradePercent, paceSecondsPerUnit: row.paceSecondsPerUnit };
    from = to;
    return stretch;
  });
}

/**
 * The hardest climb and the steepest descent of the plan (its steepest lap rows up and down),
 * and the pace the plan gives on the flat: the mean pace of its flat stretches, else the goal's
 * average pace. Null where the course has no climb (descent).
 */
function dialEffects(plan: Plan): { climb: Stretch | null; descent: Stretch | null; flatSecondsPerUnit: number } {
  const all = stretches(plan);
  const climb = all.reduce<Stretch | null>(
    (best, s) => (s.gradePercent >= FLAT_PERCENT && (!best || s.gradePercent > best.gradePercent) ? s : best),
    null,
  );
  const descent = all.reduce<Stretch | null>(
    (best, s) => (s.gradePercent <= -FLAT_PERCENT && (!best || s.gradePercent < best.gradePercent) ? s : best),
    null,
  );
  const flat = all.filter((s) => Math.abs(s.gradePercent) < FLAT_PERCENT);
  const length = flat.reduce((sum, s) => sum + (s.to - s.from), 0);
  const distance = all.at(-1)?.to ?? 0;
  const flatSecondsPerUnit =
    length > 0
      ? flat.reduce((sum, s) => sum + s.paceSecondsPerUnit * (s.to - s.from), 0) / length
      : distance > 0
        ? plan.totalSeconds / distance
        : 0;
  return { climb, descent, flatSecondsPerUnit };
}

/** "Hardest climb, km 23.1–24.0, +4.2 %: 5:32/km (flat 5:00)" in the page's language. */
function effectText(template: string, stretch: Stretch, flat: number, unit: 'km' | 'mi', locale: Locale): string {
  const distance = (value: number) => formatNumber(locale, value, { minDigits: 1, maxDigits: 1 });
  return fillTemplate(template, {
    unit,
    from: distance(stretch.from),
    to: distance(stretch.to),
    grade: formatPercent(locale, stretch.gradePercent, { signed: true }),
    pace: formatDuration(Math.round(stretch.paceSecondsPerUnit)),
    flat: formatDuration(Math.round(flat)),
  });
}

/** The two lines the dials show under them, for the first band of the preview. */
export function dialEffectLines(plan: Plan | undefined, labels: BuilderLabels['strategy'], locale: Locale) {
  if (!plan) return { uphill: null, downhill: null };
  const { climb, descent, flatSecondsPerUnit } = dialEffects(plan);
  return {
    uphill: climb ? effectText(labels.hardestClimb, climb, flatSecondsPerUnit, plan.unit, locale) : labels.noClimb,
    downhill: descent ? effectText(labels.steepestDescent, descent, flatSecondsPerUnit, plan.unit, locale) : labels.noDescent,
  };
}
