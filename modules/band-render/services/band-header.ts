import type { BandPlan } from '../../pacing/index.ts';
import type { BandSettings } from './band-settings.ts';
import { bandMessage } from './band-messages.ts';
import { textWidthEm, type LoadedFamily } from './font-cache.ts';
import { faceOf } from './font-families.ts';
import { LEGIBLE_PT } from './layout-summary.ts';
import { goalLabel, printable, raceDayLines, strategyLabel, walkSummary } from './row-cells.ts';
import { fitSize, truncateToFit } from './text-fit.ts';
import { NOTE_MAX_LINES, wrapToFit } from './small-print.ts';
import type { FontMetrics } from './woff-metrics.ts';

/** The band's header: course title, goal time (the largest text), strategy and part number. */
export interface HeaderModel {
  title: string;
  titleSize: number;
  goal: string;
  goalSize: number;
  sub: string;
  subSize: number;
  /**
   * Run-walk plans: "Run 5:40/km · walk 24 × 1:00"; empty otherwise. When the line does not fit
   * the band at the legible size (the French and Spanish ones on a 3 cm band), it is set on two
   * lines, broken at its " · ": `walk` and `walkMore`.
   */
  walk: string;
  walkMore: string;
  walkSize: number;
  /** Race day, a line each: the heat's adjustment, the planned fade (row-cells.ts raceDayLines). */
  raceDay: string[];
  raceDaySize: number;
  /** The course note (settings.courseNote: its heights may be unreliable), wrapped to the band at the legible size. */
  note: string[];
  noteSize: number;
}

const WALK_MAX_PT = 7.5;

/** The run-walk summary on one line, or on two broken at its middle dot, at one size. */
function walkLines(metrics: FontMetrics, walk: string, width: number): { lines: [string, string]; size: number } {
  if (!walk) return { lines: ['', ''], size: 0 };
  const cut = walk.lastIndexOf(' \u00b7 ');
  if (textWidthEm(metrics, walk) * LEGIBLE_PT <= width || cut < 0) {
    const size = fitSize(metrics, walk, width, LEGIBLE_PT, WALK_MAX_PT);
    return { lines: [truncateToFit(metrics, walk, width, size), ''], size };
  }
  const lines = [walk.slice(0, cut), walk.slice(cut + 3)] as const;
  const size = Math.min(...lines.map((line) => fitSize(metrics, line, width, LEGIBLE_PT, WALK_MAX_PT)));
  return { lines: [truncateToFit(metrics, lines[0], width, size), truncateToFit(metrics, lines[1], width, size)], size };
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
  const title = printable(s.title);
  const titleSize = fitSize(bold, title, width, LEGIBLE_PT, 9);
  const goal = goalLabel(plan, s.locale);
  const strategy = strategyLabel(plan, s.locale);
  // "Even effort · Band 1/2", or "Even effort · 1/2" when the long form would not fit at 6 pt.
  const candidates = part
    ? [`${strategy} \u00b7 ${printable(bandMessage(s.locale, 'part', part))}`, `${strategy} \u00b7 ${part.part}/${part.parts}`]
    : [strategy];
  const subText = candidates.find((c) => textWidthEm(regular, c) * LEGIBLE_PT <= width) ?? candidates[candidates.length - 1] ?? '';
  const subSize = fitSize(regular, subText, width, LEGIBLE_PT, 7.5);
  const walk = walkLines(regular, walkSummary(plan, s.locale) ?? '', width);
  const raceDay = raceDayLines(plan, s.locale);
  const raceDaySize = Math.min(WALK_MAX_PT, ...raceDay.map((line) => fitSize(regular, line, width, LEGIBLE_PT, WALK_MAX_PT)));
  return {
    title: truncateToFit(bold, title, width, titleSize),
    titleSize,
    goal,
    goalSize: fitSize(bold, goal, width, LEGIBLE_PT, 14),
    sub: truncateToFit(regular, subText, width, subSize),
    subSize,
    walk: walk.lines[0],
    walkMore: walk.lines[1],
    walkSize: walk.size,
    raceDay: raceDay.map((line) => truncateToFit(regular, line, width, raceDaySize)),
    raceDaySize: raceDay.length > 0 ? raceDaySize : 0,
    note: wrapToFit(regular, printable(s.courseNote), width, LEGIBLE_PT, NOTE_MAX_LINES),
    noteSize: s.courseNote ? LEGIBLE_PT : 0,
  };
}

export function headerHeight(h: HeaderModel): number {
  const walkLines = (h.walk ? 1 : 0) + (h.walkMore ? 1 : 0);
  const raceDay = h.raceDay.length * h.raceDaySize * 1.25;
  const note = h.note.length * h.noteSize * 1.25;
  return (h.title ? h.titleSize * 1.2 : 0) + h.goalSize * 1.15 + h.subSize * 1.25 + walkLines * h.walkSize * 1.25 + raceDay + note + 3;
}
