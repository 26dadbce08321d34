import { Resvg } from '@resvg/resvg-js';

export const MIN_PNG_SCALE = 0.5;
export const MAX_PNG_SCALE = 12;

/**
 * Rasterises an SVG whose user unit is the point: `scale` is device pixels per point
 * (1 = 72 dpi, 4 ≈ 288 dpi). Paper-white background, so a preview looks like the print.
 */
export function rasterise(svg: string, scale: number): { png: Uint8Array; width: number; height: number } {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    background: '#ffffff',
    font: { loadSystemFonts: false },
  });
  const image = resvg.render();
  return { png: new Uint8Array(image.asPng()), width: image.width, height: image.height };
}
