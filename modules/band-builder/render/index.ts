// The band renderer's public surface, re-exported by modules/band-builder/index.ts.
//
// The renderers load Satori, resvg (native) and pdf-lib on first call, not on import: the module
// index is also imported by `paceband plan`, the API and pages that only plan or validate, and they
// should not pay for (or bundle) the rendering stack. Schemas, messages and constants stay static.
import type { BandPlan } from '../services/plan-types.ts';
import type { BandPng, BandSvg, RenderBandOptions } from './band-render.ts';
import type { BandsPdf } from './band-pdf-document.ts';
import type { BandSettings, BandSettingsInput } from './band-settings.ts';
import type { PaperSettings, PaperSettingsInput } from './paper-settings.ts';
import type { SheetPreview } from './sheet-render.ts';

type Settings = BandSettingsInput | BandSettings;
type Paper = PaperSettingsInput | PaperSettings;

/** One band (all its parts side by side) as SVG at true size, with its layout and text nodes. */
export async function renderBandSvg(plan: BandPlan, settings: Settings = {}, options: RenderBandOptions = {}): Promise<BandSvg> {
  return (await import('./band-render.ts')).renderBandSvg(plan, settings, options);
}

/** One band as a PNG preview; `scale` is pixels per point (default 4 ≈ 288 dpi). */
export async function renderBandPng(plan: BandPlan, settings: Settings = {}, scale = 4): Promise<BandPng> {
  return (await import('./band-render.ts')).renderBandPng(plan, settings, scale);
}

/** Every plan, `count` copies each, imposed on paper: one vector PDF. */
export async function renderBandsPdf(plans: BandPlan[], settings: Settings = {}, paper: Paper = {}): Promise<BandsPdf> {
  return (await import('./band-pdf-document.ts')).renderBandsPdf(plans, settings, paper);
}

/** The PDF's pages as SVG, composed the same way (for previews). */
export async function renderSheetSvg(plans: BandPlan[], settings: Settings = {}, paper: Paper = {}): Promise<SheetPreview> {
  return (await import('./sheet-render.ts')).renderSheetSvg(plans, settings, paper);
}

/** One page of the PDF as PNG (`scale` pixels per point, default 2). */
export async function renderSheetPng(
  plans: BandPlan[],
  settings: Settings = {},
  paper: Paper = {},
  options: { page?: number; scale?: number } = {},
): Promise<{ png: Uint8Array; width: number; height: number; pages: number }> {
  return (await import('./sheet-render.ts')).renderSheetPng(plans, settings, paper, options);
}

export type { BandSvg, BandPng, RenderBandOptions, BandsPdf, SheetPreview };
export type { BandLayoutSummary } from './layout-summary.ts';
export { LEGIBLE_PT } from './layout-summary.ts';
export type { TextNode } from './satori-render.ts';
export type { SheetGrid } from './imposition.ts';
export { bandSettingsSchema, BAND_COLUMNS, SIZE_LIMITS } from './band-settings.ts';
export type { BandSettings, BandSettingsInput, BandColumn } from './band-settings.ts';
export { bandStyleSchema, bandThemeSchema } from './band-style.ts';
export type { BandStyle, BandStyleInput } from './band-style.ts';
export { paperSettingsSchema, PAPER_SIZES_PT, MARGINS_MM, GAPS_MM } from './paper-settings.ts';
export type { PaperSettings, PaperSettingsInput, PaperName } from './paper-settings.ts';
export { parseBandSettings, parsePaperSettings } from './parse-settings.ts';
export { bandMessage, BandSettingsError } from './band-messages.ts';
export { FONT_FAMILY_IDS, FONT_FAMILIES, FONT_STYLES } from './font-families.ts';
export type { FontFamilyId, FontStyleId } from './font-families.ts';
export { PT_PER_CM, PT_PER_IN } from './physical-size.ts';
