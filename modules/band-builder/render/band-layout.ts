import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { BandPlan } from '../services/plan-types.ts';
import { bandMessage } from './band-messages.ts';
import type { BandSettings } from './band-settings.ts';
import { loadFamily, textWidthEm, type LoadedFamily } from './font-cache.ts';
import { FONT_FAMILIES, faceOf } from './font-families.ts';
import { bandSizePt, scaleBarLength, PT_PER_MM } from './physical-size.ts';
import { rowFace } from './row-faces.ts';
import { columnHeads, rowCells, strategyLabel, type RowCells } from './row-cells.ts';
import { fitSize, truncateToFit } from './text-fit.ts';
import { solveRowFont, type RowFontFit } from './row-font.ts';

/** Rows never print below this size: a runner reads them at arm's length, mid-stride. */
export const LEGIBLE_PT = 6;
export const HEAD_PT = 6;
export const LABEL_PT = 5.5;
const MAX_PARTS = 4;

export interface HeaderModel {
  title: string;
  titleSize: number;
  goal: string;
  goalSize: number;
  sub: string;
  subSize: number;
}

export interface BandLayoutSummary {
  /** Row columns side by side on one band (1 or 2). */
  columns: number;
  /** Bands needed to print one plan (rows split across them when they would be illegible). */
  bandsPerPlan: number;
  fontSizePt: number;
  /** Translated explanation when the layout had to adapt, else null. */
  note: string | null;
}

export interface BandModel {
  widthPt: number;
  lengthPt: number;
  allowancePt: number;
  borderPt: number;
  padX: number;
  padY: number;
  headerHeight: number;
  heads: string[];
  headHeight: number;
  fit: RowFontFit;
  rowsPerBlock: number;
  footerHeight: number;
  scaleBar: { lengthPt: number; label: string };
  parts: Array<{ header: HeaderModel; blocks: RowCells[][] }>;
  family: LoadedFamily;
  summary: BandLayoutSummary;
}

export function hasBorder(style: BandSettings['style']): boolean {
  return style.theme.borderWidthMm > 0 && (style.borderColor !== '#ffffff' || !!style.theme.borderImage);
}

function header(plan: BandPlan, s: BandSettings, family: LoadedFamily, width: number, part: string): HeaderModel {
  const bold = family.metrics({ weight: 700, italic: faceOf(s.style.fontStyle, s.style.fontFamily).italic });
  const regular = family.metrics(faceOf(s.style.fontStyle, s.style.fontFamily));
  const titleSize = fitSize(bold, s.title, width, LEGIBLE_PT, 9);
  const goal = formatDuration(plan.totalSeconds);
  const subText = [strategyLabel(plan.strategy, s.locale), part].filter(Boolean).join(' \u00b7 ');
  const subSize = fitSize(regular, subText, width, LEGIBLE_PT, 7.5);
  return {
    title: truncateToFit(bold, s.title, width, titleSize),
    titleSize,
    goal,
    goalSize: fitSize(bold, goal, width, LEGIBLE_PT, 14),
    sub: truncateToFit(regular, subText, width, subSize),
    subSize,
  };
}

function headerHeight(h: HeaderModel): number {
  return (h.title ? h.titleSize * 1.2 : 0) + h.goalSize * 1.15 + h.subSize * 1.25 + 3;
}

function chunk<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size));
}

export function layoutBand(plan: BandPlan, s: BandSettings): BandModel {
  const { lengthPt, widthPt, allowancePt } = bandSizePt(s.size);
  const family = loadFamily(s.style.fontFamily);
  const borderPt = hasBorder(s.style) ? s.style.theme.borderWidthMm * PT_PER_MM : 0;
  const padX = borderPt + 2;
  const padY = borderPt + 2;
  const inner = widthPt - 2 * padX;
  const rows = rowCells(plan, s.columns);
  const heads = columnHeads(plan, s.columns, s.locale);
  const headMetrics = family.metrics(faceOf('normal', s.style.fontFamily));
  const rowMetrics = rows.map((r) => family.metrics(rowFace(r.kind, s.style.fontFamily, s.style.fontStyle)));
  const widest = s.columns.map((_, i) =>
    Math.max(0, ...rows.map((r, j) => textWidthEm(rowMetrics[j] ?? headMetrics, r.cells[i] ?? ''))),
  );
  const headEm = heads.map((h) => textWidthEm(headMetrics, h));
  const probe = header(plan, s, family, inner, bandMessage(s.locale, 'part', { part: 1, parts: 2 }));
  const headerH = headerHeight(probe);
  const headH = HEAD_PT * 1.35;
  const footerHeight = Math.max(allowancePt, 16);
  const rowsArea = lengthPt - 2 * padY - headerH - headH - footerHeight - 2;

  let chosen: { parts: number; fit: RowFontFit; rowsPerBlock: number } | undefined;
  for (let parts = 1; parts <= MAX_PARTS && !(chosen && chosen.fit.fontSizePt >= LEGIBLE_PT); parts++) {
    for (const blocks of [1, 2]) {
      const rowsPerBlock = Math.max(1, Math.ceil(Math.ceil(rows.length / parts) / blocks));
      const fit = solveRowFont({ widest, headEm, headPt: HEAD_PT, blocks, inner, rowHeightMax: rowsArea / rowsPerBlock });
      if (!chosen || chosen.parts !== parts || fit.fontSizePt > chosen.fit.fontSizePt + 0.1) {
        chosen = { parts, fit, rowsPerBlock };
      }
    }
  }
  if (!chosen) throw new Error('unreachable: no layout candidate');
  const { parts, fit, rowsPerBlock } = chosen;
  const partRows = chunk(rows, parts);
  return {
    widthPt,
    lengthPt,
    allowancePt,
    borderPt,
    padX,
    padY,
    headerHeight: headerH,
    heads,
    headHeight: headH,
    fit,
    rowsPerBlock,
    footerHeight,
    scaleBar: scaleBarLength(s.size.unit, inner - 4),
    parts: partRows.map((r, i) => ({
      header: header(plan, s, family, inner, parts > 1 ? bandMessage(s.locale, 'part', { part: i + 1, parts }) : ''),
      blocks: chunk(r, fit.blocks),
    })),
    family,
    summary: summarise(s, fit.blocks, parts, fit.fontSizePt, s.locale),
  };
}

function summarise(s: BandSettings, columns: number, parts: number, size: number, locale: Locale): BandLayoutSummary {
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
