import type { BandPlan } from '../../pacing/index.ts';
import type { BandSettings } from './band-settings.ts';
import { layoutBand, type BandModel } from './band-layout.ts';
import { satoriPart, type TextNode } from './satori-render.ts';
import { svgFillPaths, type FillPath } from './svg-primitives.ts';

/**
 * A band, ready to be composed into SVG or PDF: its layout model and, per part, Satori's SVG.
 * Satori runs once per distinct band; the fill paths are parsed at most once and shared by every
 * copy placed on the sheet.
 */
interface BandPart {
  satoriSvg: string;
  texts: TextNode[];
  fillPaths(): FillPath[];
}

export interface BandDrawing {
  model: BandModel;
  settings: BandSettings;
  parts: BandPart[];
}

export async function drawBand(plan: BandPlan, settings: BandSettings, embedFont = true): Promise<BandDrawing> {
  const model = layoutBand(plan, settings);
  const parts = await Promise.all(
    model.parts.map(async (_, i): Promise<BandPart> => {
      const { svg, texts } = await satoriPart(model, i, settings, embedFont);
      let parsed: FillPath[] | undefined;
      return { satoriSvg: svg, texts, fillPaths: () => (parsed ??= svgFillPaths(svg)) };
    }),
  );
  return { model, settings, parts };
}
