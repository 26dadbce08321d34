import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderBandsPdf } from './band-pdf-document.ts';
import { renderBandPng } from './band-render.ts';
import { readImageAsset } from './image-asset.ts';
import { decodePng, darkShare } from '../../../tests/support/png-pixels.ts';
import { marathonPlan, tenKPlan } from './sample-plans.ts';
import { renderSheetPng } from './sheet-render.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../../tests/artifacts');

function gradientPng(): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="240"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="60" height="240" fill="url(#g)"/></svg>`;
  return new Uint8Array(new Resvg(svg).render().asPng());
}

describe('sheet preview (visual check)', () => {
  it('renders page 1 of a two-target order as the PDF lays it out', async () => {
    const plans = [
      { ...marathonPlan(12600), count: 3 },
      { ...marathonPlan(13500), count: 2 },
    ];
    const settings = {
      title: 'Berlin Marathon',
      columns: ['distance', 'split', 'pace', 'elapsed'] as Array<'distance' | 'split' | 'pace' | 'elapsed'>,
    };
    const paper = { paper: 'A4', orientation: 'landscape' } as const;
    const { png, width, height, pages } = await renderSheetPng(plans, settings, paper, { scale: 2 });
    const pdf = await renderBandsPdf(plans, settings, paper);
    expect(pages).toBe(pdf.pages);
    expect(Math.abs(width - 841.89 * 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - 595.28 * 2)).toBeLessThanOrEqual(1);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'sheet-a4-landscape-page1.png'), png);
    writeFileSync(path.join(ARTIFACTS, 'sheet-a4-landscape.pdf'), pdf.bytes);
    const image = decodePng(png);
    // Five upright bands side by side: ink inside each band's column, blank paper after the fifth.
    const grid = pdf.grid;
    expect(grid.rotated).toBe(false);
    for (let i = 0; i < grid.cols; i++) {
      const x = Math.round((grid.left + i * (grid.cellWidthPt + grid.gapPt)) * 2);
      const region = { x: x + 10, y: Math.round(grid.top * 2) + 200, width: Math.round(grid.cellWidthPt * 2) - 20, height: 400 };
      if (i < 5) expect(darkShare(image, 128, region), `band ${i + 1}`).toBeGreaterThan(0.04);
      else expect(darkShare(image, 250, region), `slot ${i + 1}`).toBe(0);
    }
  });
});

describe('themes', () => {
  it('draws a background image under the stripes and a border image in the ring', async () => {
    const image = gradientPng();
    const theme = {
      backgroundImage: image,
      borderImage: `data:image/png;base64,${Buffer.from(image).toString('base64')}`,
      borderWidthMm: 2,
    };
    const style = { opacity: 0.6, oddRowColor: '#ffffff', evenRowColor: '#ffffff', theme };
    const { png } = await renderBandPng(tenKPlan(2700), { title: 'Paris 10K', style }, 2);
    writeFileSync(path.join(ARTIFACTS, 'band-themed.png'), png);
    const pixels = decodePng(png);
    const at = (x: number, y: number) => Array.from(pixels.rgba.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3));
    // In the border ring the image shows at full strength: blue near the top, orange near the bottom.
    const [r1 = 0, , b1 = 0] = at(2, 10);
    const [r2 = 0, , b2 = 0] = at(2, pixels.height - 10);
    expect(b1).toBeGreaterThan(r1);
    expect(r2).toBeGreaterThan(b2);
    // Inside, white stripes at 60 % over the image: tinted, neither pure white nor the raw image.
    const [r3 = 0, g3 = 0, b3 = 0] = at(Math.round(pixels.width / 2), 200);
    expect(Math.min(r3, g3, b3)).toBeLessThan(250);
    expect(Math.min(r3, g3, b3)).toBeGreaterThan(100);

    const pdf = await PDFDocument.load((await renderBandsPdf([tenKPlan(2700)], { style }, {})).bytes);
    const imagesInFile = [...pdf.context.enumerateIndirectObjects()].filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
    // Same bytes for both layers → one image object in the file.
    expect(imagesInFile).toHaveLength(1);
  });

  it('reads PNG and JPEG sizes and refuses anything else', () => {
    const png = readImageAsset(gradientPng());
    expect(png).toMatchObject({ mime: 'image/png', width: 60, height: 240 });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 50, 0, 120, 1, 0, 0, 0, 0, 0]);
    expect(readImageAsset(jpeg)).toMatchObject({ mime: 'image/jpeg', width: 120, height: 50 });
    expect(readImageAsset(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(readImageAsset('data:image/png;base64,AAAA')).toBeNull();
  });
});
