import { Resvg } from '@resvg/resvg-js';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { composeBand } from './band-compose.tsx';
import { drawBand } from './band-drawing.ts';
import { renderBandsPdf } from './band-pdf-document.ts';
import type { BandSettingsInput } from './band-settings.ts';
import { ByteWriter } from './byte-writer.ts';
import { parseBandSettings } from './parse-settings.ts';
import { decodePng } from '../../../tests/support/png-pixels.ts';
import { expandDo, expandedForm, pdfForms } from './pdf-forms.test-support.ts';
import type { GlyphOutline } from './satori-form.ts';

type DecodedPng = ReturnType<typeof decodePng>;
import { marathonPlan } from './sample-plans.ts';
import type { BandPlan } from '../../pacing/index.ts';

const settings: BandSettingsInput = { title: 'Berlin Marathon', columns: ['distance', 'split', 'pace', 'elapsed'] };

/**
 * The decoded glyph layers (forms mapping Satori's y-down units) of a PDF, in file order, with the
 * glyph forms they place expanded into their outlines.
 */
async function glyphLayers(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return pdfForms(doc)
    .filter((f) => (f.matrix[3] ?? 1) < 0)
    .map((f) => expandedForm(doc, f));
}

/** Content in path units (1/30 Satori px, y down) as SVG in Satori px: fills, q/Q, translations. */
function layerSvg(content: string, width: number, height: number): string {
  const paths: string[] = [];
  const stack: Array<{ t: [number, number]; fill: string }> = [];
  let t: [number, number] = [0, 0];
  let fill = 'black';
  let d = '';
  let n: number[] = [];
  const u = (v: number | undefined, axis: number) => (((v ?? 0) + t[axis]!) / 30).toFixed(3);
  for (const token of content.split(/\s+/)) {
    if (!token) continue;
    if (/^-?[\d.]+$/.test(token)) {
      n.push(Number(token));
      continue;
    }
    if (token === 'q') stack.push({ t: [...t], fill });
    else if (token === 'Q') ({ t, fill } = stack.pop() ?? { t, fill });
    else if (token === 'cm') t = [t[0] + (n[4] ?? 0), t[1] + (n[5] ?? 0)];
    else if (token === 'rg') fill = `rgb(${n.map((v) => Math.round(v * 255)).join(',')})`;
    else if (token === 'm' || token === 'l') d += `${token === 'm' ? 'M' : 'L'}${u(n[0], 0)} ${u(n[1], 1)}`;
    else if (token === 'c') d += `C${n.map((v, i) => u(v, i % 2)).join(' ')}`;
    else if (token === 'h') d += 'Z';
    else if (token === 'f') {
      paths.push(`<path d="${d}" fill="${fill}"/>`);
      d = '';
    }
    n = [];
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paths.join('')}</svg>`;
}

const raster = (svg: string) => decodePng(new Resvg(svg, { background: 'white' }).render().asPng());
const inkAt = (img: DecodedPng, x: number, y: number) =>
  x >= 0 && y >= 0 && x < img.width && y < img.height && (img.rgba[(y * img.width + x) * 4] ?? 255) < 128;

/** Ink pixels of `a` with no ink of `b` within `r` pixels. */
function strayInk(a: DecodedPng, b: DecodedPng, r: number): { stray: number; ink: number } {
  let stray = 0;
  let ink = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (!inkAt(a, x, y)) continue;
      ink++;
      let near = false;
      for (let dy = -r; dy <= r && !near; dy++) for (let dx = -r; dx <= r && !near; dx++) near = inkAt(b, x + dx, y + dy);
      if (!near) stray++;
    }
  }
  return { stray, ink };
}

describe('batch composition of the PDF (issue 14)', () => {
  it('prints each band of a sheet exactly as the band printed on its own', async () => {
    const goals = [12600, 13507, 15011];
    const sheet = await glyphLayers(
      (
        await renderBandsPdf(
          goals.map((g) => marathonPlan(g)),
          settings,
        )
      ).bytes,
    );
    const alone = await Promise.all(
      goals.map(async (g) => (await glyphLayers((await renderBandsPdf([marathonPlan(g)], settings)).bytes))[0]),
    );
    expect(sheet).toHaveLength(goals.length);
    expect(sheet).toEqual(alone);
    // Different goal times, different drawings.
    expect(new Set(sheet).size).toBe(goals.length);
  });

  it.each([
    ['a marathon', (goal: number): BandPlan => marathonPlan(goal), settings],
    [
      'a run-walk marathon split in two bands',
      (goal: number): BandPlan => ({
        ...marathonPlan(goal),
        walkBreaks: 24,
        walkSeconds: 24 * (50 + (goal % 20)),
        runningPaceSecondsPerUnit: 300 + (goal % 60),
      }),
      { columns: ['distance', 'split', 'elapsed'], size: { wrist: 12, width: 3 } } satisfies BandSettingsInput,
    ],
  ] as const)('sets %s from a kept skeleton exactly as from a new one', async (_, plan, input) => {
    // A fresh copy of the renderer has no skeleton or glyph kept: the band is laid out from scratch.
    const fresh = async (plans: BandPlan[]) => {
      vi.resetModules();
      const { renderBandsPdf: render } = await import('./band-pdf-document.ts');
      return glyphLayers((await render(plans, input)).bytes);
    };
    const alone = await fresh([plan(14003)]);
    // The same band after another goal time has laid out the skeleton and drawn the glyphs.
    const after = await fresh([plan(12600), plan(14003)]);
    expect(alone.length).toBeGreaterThan(0);
    // Glyphs drawn in another Satori pass sit in other rows of it, which their placement offsets:
    // compared where they are painted (fills in Satori pixels), not as operators.
    const painted = (layers: string[]) => layers.map((layer) => layerSvg(layer, 1, 1));
    expect(painted(after.slice(alone.length))).toEqual(painted(alone));
    expect(painted(after.slice(0, alone.length))).not.toEqual(painted(alone));
  });

  it.each(['roboto-condensed', 'oswald', 'source-serif-4'] as const)(
    'puts %s glyphs where Satori draws them (within one Satori pixel, a quarter point)',
    async (fontFamily) => {
      const s = parseBandSettings({ ...settings, style: { fontFamily, oddRowColor: '#ffffff', evenRowColor: '#ffffff' } });
      const plan = marathonPlan(12607);
      const satori = await drawBand(plan, s);
      const composed = await composeBand(plan, s);
      const w = new ByteWriter();
      const glyphs = new Map<string, GlyphOutline>();
      composed.parts[0]?.write(w, { alpha: () => 'GS0', glyph: (g) => glyphs.set(g.name, g) });
      const content = expandDo(new TextDecoder().decode(w.toBytes()), (name) => {
        const glyph = glyphs.get(name);
        if (!glyph) throw new Error(`/${name} placed but not added`);
        return `${new TextDecoder().decode(glyph.bytes)}f`;
      });
      const width = satori.model.widthPt * 4;
      const height = satori.model.lengthPt * 4;
      const mine = raster(layerSvg(content, width, height));
      const theirs = raster(satori.parts[0]?.satoriSvg ?? '');
      const a = strayInk(mine, theirs, 1);
      const b = strayInk(theirs, mine, 1);
      expect(a.ink).toBeGreaterThan(20_000);
      expect(Math.abs(a.ink - b.ink) / b.ink).toBeLessThan(0.05);
      expect(a.stray / a.ink).toBeLessThan(0.002);
      expect(b.stray / b.ink).toBeLessThan(0.002);
    },
  );
});
