import type { BandPlan } from '../../pacing/index.ts';
import { BandSettingsError } from './band-messages.ts';
import type { BandSettings, BandSettingsInput } from './band-settings.ts';
import { prepareSheet } from './band-sheet.ts';
import type { SheetGrid } from './imposition.ts';
import type { PaperSettings, PaperSettingsInput } from './paper-settings.ts';
import { parseBandSettings, parsePaperSettings } from './parse-settings.ts';
import { MAX_PNG_SCALE, MIN_PNG_SCALE, rasterise } from './png-raster.ts';
import { sheetPageSvg } from './sheet-svg.ts';

interface SheetPreview {
  /** Every page as SVG (points), composed like the PDF pages. */
  svgs: string[];
  grid: SheetGrid;
  pages: number;
}

async function renderSheetSvg(
  plans: BandPlan[],
  settingsInput: BandSettingsInput | BandSettings = {},
  paperInput: PaperSettingsInput | PaperSettings = {},
): Promise<SheetPreview> {
  const paper = parsePaperSettings(paperInput);
  const sheet = await prepareSheet(plans, parseBandSettings(settingsInput), paper);
  const svgs = Array.from({ length: sheet.pages }, (_, n) => sheetPageSvg(sheet, n, paper.cutMarks));
  return { svgs, grid: sheet.grid, pages: sheet.pages };
}

/** One printed page as PNG (`scale` pixels per point), the same composition as the PDF page. */
export async function renderSheetPng(
  plans: BandPlan[],
  settingsInput: BandSettingsInput | BandSettings = {},
  paperInput: PaperSettingsInput | PaperSettings = {},
  options: { page?: number; scale?: number } = {},
): Promise<{ png: Uint8Array; width: number; height: number; pages: number }> {
  const scale = options.scale ?? 2;
  if (!Number.isFinite(scale) || scale < MIN_PNG_SCALE || scale > MAX_PNG_SCALE) {
    throw new BandSettingsError('scaleRange', { min: MIN_PNG_SCALE, max: MAX_PNG_SCALE });
  }
  const { svgs, pages } = await renderSheetSvg(plans, settingsInput, paperInput);
  const svg = svgs[Math.min(Math.max(0, options.page ?? 0), pages - 1)] ?? '';
  return { ...rasterise(svg, scale), pages };
}
