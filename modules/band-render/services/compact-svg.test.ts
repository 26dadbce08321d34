import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderBandSvg } from './band-render.ts';
import { compactSvgPaths, relativePathData } from './compact-svg.ts';
import { rasterise } from './png-raster.ts';
import { decodePng } from '../../../tests/support/png-pixels.ts';
import { marathonPlan } from './sample-plans.ts';

describe('compactSvgPaths', () => {
  it.each([
    ['M10 20L15 20L15 25Z', 'm10 20l5 0l0 5z'],
    ['M1.5 2.5Q3 4 5.5 2.5L1.5 2.5Z M10 10L12 10', 'm1.5 2.5q1.5 1.5 4 0l-4 0zm8.5 7.5l2 0'],
    ['M0 0L1 1 2 2', 'm0 0l1 1l1 1'],
    ['M0 0C1 1 2 2 3 0', 'm0 0c1 1 2 2 3 0'],
    // Rounding is to the tenth, never accumulated: the third point lands at 0.3, not 0.2 or 0.4.
    ['M0.14 0L0.28 0L0.33 0', 'm0.1 0l0.2 0l0 0'],
    // Anything but Satori's text commands is left as it was.
    ['M0 0H85V510H0Z', 'M0 0H85V510H0Z'],
    ['M0 0A5 5 0 0 1 10 10', 'M0 0A5 5 0 0 1 10 10'],
    ['M0 0L1', 'M0 0L1'],
  ])('%s → %s', (absolute, relative) => {
    expect(relativePathData(absolute)).toBe(relative);
  });

  it('draws a marathon band the same, pixel for pixel at print resolution, and compresses it several times better', async () => {
    const { svg } = await renderBandSvg(marathonPlan(12600), { title: 'Berlin Marathon' });
    const compact = compactSvgPaths(svg);
    expect(gzipSync(compact).length * 4).toBeLessThan(gzipSync(svg).length);
    const a = decodePng(rasterise(svg, 4).png);
    const b = decodePng(rasterise(compact, 4).png);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    let differing = 0;
    for (let i = 0; i < a.rgba.length; i += 4) {
      if (Math.abs(a.rgba[i]! - b.rgba[i]!) > 48) differing++;
    }
    // Anti-aliased edges could shift by a fraction of a pixel; no glyph moves or goes missing.
    expect(differing).toBeLessThan(50); // of 1.2 million pixels (none differ today)
  });
});
