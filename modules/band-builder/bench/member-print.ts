/**
 * The largest print a member may ask for, for the host's heavy-load bench
 * (scripts/bench/heavy-load.bench.ts): 20 goal times (the most a print takes) with as many copies
 * as the member budget allows, as the shared-link settings of bandsApi.routes.pdf.
 */
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import { MAX_BANDS, MAX_COPIES } from '../../pacing/index.ts';
import { MEMBER_BUDGET, ROWS_PER_MINUTE } from '../services/render-budget.ts';

/** Marathon goal times 3:10:00, 3:11:00, … one per band the settings allow. */
export const PRINT_GOALS = Array.from({ length: MAX_BANDS }, (_, i) => `3:${String(10 + i).padStart(2, '0')}:00`);

/** Build settings of a marathon print: every goal of PRINT_GOALS, `count` copies each. */
export function printSettings(count: number) {
  return { plan: { bands: PRINT_GOALS.map((goal) => ({ goal, count })), distanceM: 42_195 }, band: { title: 'Berlin Marathon' } };
}

/** Copies per goal of the largest print within a member's budget, given the rows of one band. */
export function memberCopies(rowsPerBand: number): number {
  return Math.min(
    MAX_COPIES,
    Math.floor(MEMBER_BUDGET.maxBands / PRINT_GOALS.length),
    Math.floor(MEMBER_BUDGET.maxRows / (rowsPerBand * PRINT_GOALS.length)),
  );
}

/** Rows a member may have drawn per minute (PDFs beyond it answer 429). */
export const MEMBER_ROWS_PER_MINUTE = ROWS_PER_MINUTE.member;

export { encodeSettingsParam };
