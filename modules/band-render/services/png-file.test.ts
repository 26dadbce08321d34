import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderBandPngFile, renderBandSvg } from './band-render.ts';
import { PNG_DPIS, parsePngDpi } from './png-dpi.ts';
import { setPngDpi } from './png-raster.ts';
import { decodePng, darkShare, readPngDpi } from '../../../tests/support/png-pixels.ts';
import { marathonPlan, tenKPlan } from './sample-plans.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../../tests/artifacts');

/** The band's true size in points, as its SVG (opening at true size) says. */
async function trueSizePt(plan: ReturnType<typeof tenKPlan>, settings = {}) {
  const { svg } = await renderBandSvg(plan, settings);
  const root = /<svg\b[^>]*>/.exec(svg)![0];
  return { width: Number(/width="([\d.]+)pt"/.exec(root)![1]), height: Number(/height="([\d.]+)pt"/.exec(root)![1]) };
}

describe('band PNG download', () => {
  it.each(PNG_DPIS)('at %i dpi: pixel size = true size × dpi, and the file says its dpi (pHYs)', async (dpi) => {
    const plan = tenKPlan(2700);
    const file = await renderBandPngFile([plan], { title: 'Paris 10K' }, { dpi, base: 'pace-band-paris' });
    expect(file.contentType).toBe('image/png');
    expect(file.name).toBe('pace-band-paris.png');
    const size = await trueSizePt(plan, { title: 'Paris 10K' });
    const image = decodePng(file.bytes);
    expect(image.width).toBe(Math.round((size.width / 72) * dpi));
    expect(image.height).toBe(Math.round((size.height / 72) * dpi));
    const phys = readPngDpi(file.bytes)!;
    expect(phys.x).toBeCloseTo(dpi, 1);
    expect(phys.y).toBeCloseTo(dpi, 1);
    // Printed at that resolution, the image is the band's size: 3 cm wide by default.
    expect((image.width / phys.x) * 2.54).toBeCloseTo(3, 1);
    expect(darkShare(image)).toBeGreaterThan(0.02);
    if (dpi === 300) {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(path.join(ARTIFACTS, 'band-10k-300dpi.png'), file.bytes);
    }
  });

  it('is 300 dpi unless asked', async () => {
    const file = await renderBandPngFile([tenKPlan(3000)]);
    expect(readPngDpi(file.bytes)!.x).toBeCloseTo(300, 1);
  });

  it('gives every goal time: a ZIP of one PNG per goal, each at true size', async () => {
    const plans = [tenKPlan(2400), tenKPlan(2700), marathonPlan(12600)];
    const file = await renderBandPngFile(plans, {}, { dpi: 150, base: 'pace-band-x' });
    expect(file.contentType).toBe('application/zip');
    expect(file.name).toBe('pace-band-x.zip');
    const entries = unzipSync(file.bytes);
    const names = Object.keys(entries);
    expect(names).toEqual(['pace-band-x-1-40-00.png', 'pace-band-x-2-45-00.png', 'pace-band-x-3-3-30-00.png']);
    for (const [i, name] of names.entries()) {
      const png = entries[name]!;
      const image = decodePng(png);
      const size = await trueSizePt(plans[i]!);
      expect(image.width).toBe(Math.round((size.width / 72) * 150));
      expect(image.height).toBe(Math.round((size.height / 72) * 150));
      expect(readPngDpi(png)!.x).toBeCloseTo(150, 1);
    }
  });

  it('refuses another resolution', async () => {
    await expect(renderBandPngFile([tenKPlan(2700)], {}, { dpi: 72 as never })).rejects.toMatchObject({ name: 'BandSettingsError' });
    expect(parsePngDpi(undefined)).toBe(300);
    expect(parsePngDpi('600')).toBe(600);
    expect(parsePngDpi('601')).toBeNull();
    expect(parsePngDpi('abc')).toBeNull();
  });

  it('writes one pHYs chunk, replacing any earlier one, with a valid PNG structure', async () => {
    const { bytes } = await renderBandPngFile([tenKPlan(2700)], {}, { dpi: 150 });
    const again = setPngDpi(bytes, 600);
    expect(readPngDpi(again)!.x).toBeCloseTo(600, 1);
    expect(again.length).toBe(bytes.length);
    expect(decodePng(again).width).toBe(decodePng(bytes).width);
  });
});
