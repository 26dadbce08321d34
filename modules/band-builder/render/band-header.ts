import { formatDuration } from '../../../src/lib/time-format.ts';
import type { BandPlan } from '../services/plan-types.ts';
import type { BandSettings } from './band-settings.ts';
import { bandMessage } from './band-messages.ts';
import { textWidthEm, type LoadedFamily } from './font-cache.ts';
import { faceOf } from './font-families.ts';
import { LEGIBLE_PT } from './layout-summary.ts';
import { strategyLabel, walkSummary } from './row-cells.ts';
import { fitSize, truncateToFit } from './text-fit.ts';

/** The band's header: course title, goal time (the largest text), strategy and part number. */
export interface HeaderModel {
  title: string;
  titleSize: number;
  goal: string;
  goalSize: number;
  sub: string;
  subSize: number;
  /** Run-walk plans: "Run 5:40/km · walk 24 × 1:00"; empty otherwise. */
  walk: string;
  walkSize: number;
}

/** Each line as large as the band width allows within its range, else cut with an ellipsis. */
export function header(
  plan: BandPlan,
  s: BandSettings,
  family: LoadedFamily,
  width: number,
  part: { part: number; parts: number } | null,
): HeaderModel {
  const bold = family.metrics({ weight: 700, italic: faceOf(s.style.fontStyle, s.style.fontFamily).italic });
  const regular = family.metrics(faceOf(s.style.fontStyle, s.style.fontFamily));
  const titleSize = fitSize(bold, s.title, width, LEGIBLE_PT, 9);
  const goal = formatDuration(plan.totalSeconds);
  const strategy = strategyLabel(plan.strategy, s.locale);
  // "Even effort · Band 1/2", or "Even effort · 1/2" when the long form would not fit at 6 pt.
  const candidates = part
    ? [`${strategy} \u00b7 ${bandMessage(s.locale, 'part', part)}`, `${strategy} \u00b7 ${part.part}/${part.parts}`]
    : [strategy];
  const subText = candidates.find((c) => textWidthEm(regular, c) * LEGIBLE_PT <= width) ?? candidates[candidates.length - 1] ?? '';
  const subSize = fitSize(regular, subText, width, LEGIBLE_PT, 7.5);
  const walk = walkSummary(plan, s.locale) ?? '';
  const walkSize = walk ? fitSize(regular, walk, width, LEGIBLE_PT, 7.5) : 0;
  return {
    title: truncateToFit(bold, s.title, width, titleSize),
    titleSize,
    goal,
    goalSize: fitSize(bold, goal, width, LEGIBLE_PT, 14),
    sub: truncateToFit(regular, subText, width, subSize),
    subSize,
    walk: walk ? truncateToFit(regular, walk, width, walkSize) : '',
    walkSize,
  };
}

export function headerHeight(h: HeaderModel): number {
  return (h.title ? h.titleSize * 1.2 : 0) + h.goalSize * 1.15 + h.subSize * 1.25 + (h.walk ? h.walkSize * 1.25 : 0) + 3;
}
