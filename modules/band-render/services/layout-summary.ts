import { formatNumber } from '../../../src/lib/number-format.ts';
import { bandMessage } from './band-messages.ts';
import type { BandSettings } from './band-settings.ts';
import { FONT_FAMILIES } from './font-families.ts';

/** Rows never print below this size: a runner reads them at arm's length, mid-stride. */
export const LEGIBLE_PT = 6;

/** What the preview needs to explain the layout to the user. */
export interface BandLayoutSummary {
  /** Row columns side by side on one band (1 or 2). */
  columns: number;
  /** Bands needed to print one plan (rows split across them when they would be illegible). */
  bandsPerPlan: number;
  fontSizePt: number;
  /** What the layout decided (one column, two columns, several bands, the size), translated. */
  note: string | null;
}

export interface LayoutFacts {
  /** Row columns per band. */
  columns: number;
  /** Bands per plan. */
  parts: number;
  /** Row font size, pt. */
  size: number;
  /** Rows printed (walk rows included). */
  rows: number;
  /** Rows a full band holds in this layout. */
  perBand: number;
  /** Columns printed across the band. */
  cells: number;
}

/** What the layout decided, in the band's language: always said, so the preview can show it. */
export function summarise(s: BandSettings, facts: LayoutFacts): BandLayoutSummary {
  const locale = s.locale;
  const { columns, parts, rows } = facts;
  const rounded = Math.round(facts.size * 10) / 10;
  const notes: string[] = [];
  // Below 6 pt only when the columns are too wide for the band: more bands would not help.
  if (rounded < LEGIBLE_PT) {
    const width = `${formatNumber(locale, s.size.width)} ${s.size.unit}`;
    notes.push(bandMessage(locale, 'noteTooSmall', { size: rounded, min: LEGIBLE_PT, columns: facts.cells, width }));
  }
  if (parts > 1) {
    const last = rows - (parts - 1) * facts.perBand;
    notes.push(
      bandMessage(locale, columns > 1 ? 'noteBandsTwoColumns' : 'noteBands', { bands: parts, size: rounded, rows: facts.perBand, last }),
    );
  } else if (columns > 1) notes.push(bandMessage(locale, 'noteTwoColumns', { size: rounded, rows }));
  else if (rounded >= LEGIBLE_PT) notes.push(bandMessage(locale, 'noteOneColumn', { size: rounded, rows }));
  const wantsItalic = s.style.fontStyle === 'italic' || s.style.fontStyle === 'bold-italic';
  const info = FONT_FAMILIES[s.style.fontFamily];
  if (wantsItalic && !info.hasItalic) notes.push(bandMessage(locale, 'noteNoItalic', { font: info.name }));
  return { columns, bandsPerPlan: parts, fontSizePt: rounded, note: notes.join(' ') };
}
