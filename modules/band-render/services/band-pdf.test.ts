import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFArray } from 'pdf-lib';
import type { BandSettingsInput } from './band-settings.ts';
import { describe, expect, it } from 'vitest';
import { renderBandsPdf } from './band-pdf-document.ts';
import { PAPER_SIZES_PT } from './paper-settings.ts';
import { marathonPlan, tenKPlan } from './sample-plans.ts';
import { expandedForm, pdfForms } from './pdf-forms.test-support.ts';

const settings: BandSettingsInput = { title: 'Berlin Marathon', columns: ['distance', 'split', 'pace', 'elapsed'] };

function pageContent(doc: PDFDocument, index: number): string {
  const page = doc.getPage(index);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams
    .map((s) =>
      s instanceof PDFRawStream ? new TextDecoder().decode(s.dict.get(PDFName.of('Filter')) ? inflateSync(s.contents) : s.contents) : '',
    )
    .join('\n');
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('renderBandsPdf', () => {
  it.each(Object.keys(PAPER_SIZES_PT) as Array<keyof typeof PAPER_SIZES_PT>)('sizes %s pages in both orientations', async (paper) => {
    const [w, h] = PAPER_SIZES_PT[paper];
    for (const orientation of ['portrait', 'landscape'] as const) {
      const pdf = await renderBandsPdf([tenKPlan(2700)], { size: { wrist: 15, width: 2.5 } }, { paper, orientation });
      const size = (await PDFDocument.load(pdf.bytes)).getPage(0).getSize();
      expect([size.width, size.height]).toEqual(orientation === 'portrait' ? [w, h] : [h, w]);
    }
    expect(PAPER_SIZES_PT.A4).toEqual([595.28, 841.89]);
  });

  it('draws each band as a vector form of the band’s exact size, full of glyph paths', async () => {
    const pdf = await renderBandsPdf([marathonPlan(12600)], settings);
    const doc = await PDFDocument.load(pdf.bytes);
    const all = pdfForms(doc);
    const band = all.find((f) => Math.abs((f.bbox[2] ?? 0) - 85.04) < 0.01);
    expect(band, 'the band form').toBeDefined();
    expect(band?.bbox[3]).toBeCloseTo(510.24, 2);
    const layer = all.find((f) => f.matrix[3] !== undefined && f.matrix[3] < 0);
    expect(layer, 'the glyph layer').toBeDefined();
    if (!layer) return;
    // The layer places each glyph occurrence as a form of its own: one per distinct glyph in the
    // file, each only an outline filled in the colour the layer set (no colour, font or image).
    expect(count(layer.text, / Do\n/g)).toBeGreaterThan(600);
    expect(layer.xObjects.size).toBeGreaterThan(15);
    const glyphForms = all.filter((f) => [...layer.xObjects.values()].includes(f.ref));
    expect(glyphForms).toHaveLength(layer.xObjects.size);
    for (const glyph of glyphForms) {
      expect(glyph.text).toMatch(/^(-?\d+ )+m\n[-\d lcmh\n]*f\n$/);
      expect(glyph.xObjects.size).toBe(0);
    }
    // As a reader paints it, thousands of curve and line segments: the text is outlines.
    const painted = expandedForm(doc, layer);
    expect(count(painted, / c\n/g)).toBeGreaterThan(5000);
    expect(count(painted, / l\n/g)).toBeGreaterThan(1000);
    expect(count(painted, /\nf\n/g)).toBeGreaterThan(40);
    // Outlines copied per occurrence made this band 84 kB; placed forms, 43 kB.
    expect(pdf.bytes.length).toBeLessThan(80_000);
  });

  it('imposes quantities and several goal times, reusing one form per distinct band', async () => {
    const plans = [
      { ...marathonPlan(12600), count: 3 },
      { ...marathonPlan(13500), count: 7 },
      { ...marathonPlan(12600), count: 2 },
    ];
    const pdf = await renderBandsPdf(plans, settings, { paper: 'A4' });
    expect(pdf.bandsPerPage).toBe(8);
    expect(pdf.bands).toBe(12);
    expect(pdf.pages).toBe(2);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(count(pageContent(doc, 0), / Do\n/g)).toBe(8);
    expect(count(pageContent(doc, 1), / Do\n/g)).toBe(4);
    // Two distinct bands (the third plan repeats the first): two glyph layers in the whole file.
    const layers = pdfForms(doc).filter((f) => (f.matrix[3] ?? 0) < 0);
    expect(layers).toHaveLength(2);
    // Both place the document's one set of glyph forms.
    expect(layers[0]?.xObjects.size).toBeGreaterThan(15);
    expect(layers[0]?.xObjects).toEqual(layers[1]?.xObjects);
    // Cut marks are stroked lines in the margins.
    expect(count(pageContent(doc, 0), /\nS\n/g)).toBeGreaterThan(10);
  });

  it('prints both parts of a band split for legibility, side by side', async () => {
    const pdf = await renderBandsPdf(
      [{ ...marathonPlan(12600), count: 2 }],
      { columns: ['distance', 'split', 'elapsed'], size: { wrist: 12, width: 3 } },
      { paper: 'Letter' },
    );
    expect(pdf.layout.bandsPerPlan).toBeGreaterThan(1);
    expect(pdf.bands).toBe(2 * pdf.layout.bandsPerPlan);
  });
});
