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
  /** Translated explanation when the layout had to adapt, else null. */
  note: string | null;
}

export function summarise(s: BandSettings, columns: number, parts: number, size: number): BandLayoutSummary {
  const locale = s.locale;
  const rounded = Math.round(size * 10) / 10;
  const notes: string[] = [];
  if (rounded < LEGIBLE_PT) notes.push(bandMessage(locale, 'noteTooSmall', { size: rounded, min: LEGIBLE_PT }));
  else if (parts > 1) notes.push(bandMessage(locale, 'noteBands', { bands: parts, size: rounded }));
  else if (columns > 1) notes.push(bandMessage(locale, 'noteTwoColumns', { size: rounded }));
  const wantsItalic = s.style.fontStyle === 'italic' || s.style.fontStyle === 'bold-italic';
  const info = FONT_FAMILIES[s.style.fontFamily];
  if (wantsItalic && !info.hasItalic) notes.push(bandMessage(locale, 'noteNoItalic', { font: info.name }));
  return { columns, bandsPerPlan: parts, fontSizePt: rounded, note: notes.length ? notes.join(' ') : null };
}
