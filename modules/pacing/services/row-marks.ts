import { metresPerUnit, otherUnit } from '../../../src/lib/units.ts';
import type { DistanceUnit, RowKind } from './plan-types.ts';

export interface RowMark {
  distanceM: number;
  /** The mark in its own unit (the other unit for 'other-unit' rows). */
  distance: number;
  unit: DistanceUnit;
  kind: RowKind;
}

/** Other-unit rows come every 5 of that unit (every 5 mi on a km band, every 5 km on a mi band). */
const OTHER_UNIT_STEP = 5;
/**
 * Marks closer than this are one row: two lines a few seconds apart only clutter a band, and it
 * keeps consecutive printed elapsed times at least one second apart even at sprint speed.
 */
export const MERGE_METRES = 20;

const PRIORITY: Record<RowKind, number> = { finish: 3, half: 2, lap: 1, mark: 0.5, 'other-unit': 0 };
const TERRAIN_LAP_PRIORITY = 2.5;
const roundMark = (value: number) => Math.round(value * 10_000) / 10_000;

export interface MarkOptions {
  unit: DistanceUnit;
  every: number;
  half: boolean;
  otherUnit: boolean;
  /**
   * Rows by terrain: where each stretch ends (ascending, the last the finish) replaces the lap
   * every `every` units; with `marks` those distance marks are printed on top as 'mark' rows. A
   * stretch's end outranks the markers near it, so that no marker takes a stretch's place.
   */
  terrain?: { edgesM: readonly number[]; marks: boolean };
}

/** The distances a band prints a row at, ascending, ending with the finish. */
export function rowMarks(distanceM: number, options: MarkOptions): RowMark[] {
  const { unit } = options;
  const candidates: RowMark[] = [];
  const series = (u: DistanceUnit, step: number, kind: RowKind) => {
    const m = metresPerUnit(u);
    // Counting steps (not adding them) keeps 0.1 + 0.1 + 0.1 from drifting.
    for (let k = 1; k * step * m < distanceM; k++) {
      candidates.push({ distanceM: k * step * m, distance: roundMark(k * step), unit: u, kind });
    }
  };
  const { terrain } = options;
  if (terrain) {
    const m = metresPerUnit(unit);
    for (const edge of terrain.edgesM) {
      if (edge < distanceM) candidates.push({ distanceM: edge, distance: roundMark(edge / m), unit, kind: 'lap' });
    }
    if (terrain.marks) series(unit, options.every, 'mark');
  } else series(unit, options.every, 'lap');
  if (options.otherUnit) series(otherUnit(unit), OTHER_UNIT_STEP, 'other-unit');
  const m = metresPerUnit(unit);
  if (options.half) candidates.push({ distanceM: distanceM / 2, distance: roundMark(distanceM / 2 / m), unit, kind: 'half' });
  candidates.push({ distanceM, distance: roundMark(distanceM / m), unit, kind: 'finish' });

  const priority = (kind: RowKind) => (terrain && kind === 'lap' ? TERRAIN_LAP_PRIORITY : PRIORITY[kind]);
  candidates.sort((a, b) => a.distanceM - b.distanceM || priority(b.kind) - priority(a.kind));
  const marks: RowMark[] = [];
  for (const mark of candidates) {
    if (mark.distanceM < MERGE_METRES) continue;
    const last = marks[marks.length - 1];
    if (last && mark.distanceM - last.distanceM < MERGE_METRES) {
      if (priority(mark.kind) > priority(last.kind)) marks[marks.length - 1] = mark;
      continue;
    }
    marks.push(mark);
  }
  return marks;
}
