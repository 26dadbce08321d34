import type { BandPlan } from '../../pacing/index.ts';
import { drawBand } from './band-drawing.ts';
import type { BandLayoutSummary } from './band-layout.ts';
import type { BandSettings, BandSettingsInput } from './band-settings.ts';
import { bandPartMarkup, bandSvgDocument } from './band-svg.ts';
import { compactSvgPaths } from './compact-svg.ts';
import { BandSettingsError } from './band-messages.ts';
import { parseBandSettings } from './parse-settings.ts';
import { zipSync } from 'fflate';
import { bandFileName } from './band-file-name.ts';
import { MAX_PNG_SCALE, MIN_PNG_SCALE, rasterise } from './png-raster.ts';
import { DEFAULT_PNG_DPI, PNG_DPIS, type PngDpi } from './png-dpi.ts';
import type { TextNode } from './satori-render.ts';

export interface BandSvg {
  /** All parts of the band side by side, sized in real points (opens at true size). */
  svg: string;
  /** Each part alone, same units. */
  parts: string[];
  layout: BandLayoutSummary;
  /** The text nodes Satori laid out, per part, positions in points from the band's corner. */
  texts: TextNode[][];
}

export interface RenderBandOptions {
  /** False keeps text as <text> elements (debugging, accessibility); the PDF always uses paths. */
  textAsPaths?: boolean;
  /** Glyph paths written relative to the pen (the build page's preview: same drawing, gzip 5× smaller; see compact-svg.ts). */
  compactPaths?: boolean;
}

export async function renderBandSvg(
  plan: BandPlan,
  settingsInput: BandSettingsInput | BandSettings = {},
  options: RenderBandOptions = {},
): Promise<BandSvg> {
  const settings = parseBandSettings(settingsInput);
  const drawing = await drawBand(plan, settings, options.textAsPaths ?? true);
  const { widthPt: w, lengthPt: l } = drawing.model;
  return {
    svg: options.compactPaths ? compactSvgPaths(bandSvgDocument(drawing)) : bandSvgDocument(drawing),
    parts: drawing.parts.map(
      (_, i) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}pt" height="${l}pt" viewBox="0 0 ${w} ${l}">${bandPartMarkup(drawing, i, `b${i}`)}</svg>`,
    ),
    layout: drawing.model.summary,
    texts: drawing.parts.map((p) => p.texts),
  };
}

export interface BandPng {
  png: Uint8Array;
  width: number;
  height: number;
  layout: BandLayoutSummary;
}

/** PNG preview of a band (all parts side by side); `scale` is pixels per point (4 ≈ 288 dpi). */
export async function renderBandPng(plan: BandPlan, settingsInput: BandSettingsInput | BandSettings = {}, scale = 4): Promise<BandPng> {
  if (!Number.isFinite(scale) || scale < MIN_PNG_SCALE || scale > MAX_PNG_SCALE) {
    throw new BandSettingsError('scaleRange', { min: MIN_PNG_SCALE, max: MAX_PNG_SCALE });
  }
  const settings = parseBandSettings(settingsInput);
  const drawing = await drawBand(plan, settings);
  return { ...rasterise(bandSvgDocument(drawing, 'px'), scale), layout: drawing.model.summary };
}

export interface BandPngFile {
  /** A PNG (one plan) or a ZIP of one PNG per plan. */
  bytes: Uint8Array;
  contentType: 'image/png' | 'application/zip';
  /** The file's name: `base`.png or `base`.zip. */
  name: string;
  /** The PNGs' names, in the plans' order (inside the ZIP when there are several). */
  images: string[];
}

/**
 * The PNG download: every plan (goal time) as one image at `dpi`, printing at the band's true
 * size (pHYs), all parts of a split band side by side. One plan is a PNG; several are a ZIP of one
 * PNG per plan (stored, not deflated: PNGs are compressed already).
 */
export async function renderBandPngFile(
  plans: BandPlan[],
  settingsInput: BandSettingsInput | BandSettings = {},
  options: { dpi?: PngDpi; base?: string } = {},
): Promise<BandPngFile> {
  const dpi = options.dpi ?? DEFAULT_PNG_DPI;
  if (!PNG_DPIS.includes(dpi)) throw new BandSettingsError('invalidType', {}, ['dpi']);
  const base = options.base ?? 'pace-band';
  const settings = parseBandSettings(settingsInput);
  const images: Array<{ name: string; png: Uint8Array }> = [];
  for (const [i, plan] of plans.entries()) {
    const { png } = await renderBandPng(plan, settings, dpi / 72);
    const name = bandFileName(base, 'png', plan, i, plans.length);
    images.push({ name, png });
  }
  const names = images.map((image) => image.name);
  if (images.length === 1) return { bytes: images[0]!.png, contentType: 'image/png', name: names[0]!, images: names };
  const zip = zipSync(Object.fromEntries(images.map((image) => [image.name, [image.png, { level: 0 }]])), {
    mtime: new Date('2026-01-01T00:00:00Z'),
  });
  return { bytes: zip, contentType: 'application/zip', name: `${base}.zip`, images: names };
}
