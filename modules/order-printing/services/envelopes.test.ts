import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import { envelopeLayout, ENVELOPE_SIZES_MM, type EnvelopeSize } from './envelopes.ts';
import type { ComposedPdf, ComposeTask } from './print-compose.ts';
import { placedTexts } from '../../../tests/support/pdf-placed-texts.ts';

const pool = testWorkerPool<ComposeTask, ComposedPdf>(
  { file: 'modules/order-printing/services/print-compose-worker.ts', maxQueue: 2 },
  async () => (await import('./print-compose.ts')).composeTask,
);

const MM = 72 / 25.4;

const sender = ['Paceband', '123 Runner Rd', 'Montréal QC  H2X 1Y4', 'CANADA'];
const envelopes = [
  { address: ['ZOË ÜNAL', '12 RUE DE LA PAIX', '75002 PARIS', 'FRANCE'], reference: 'Order #1001' },
  { address: ['RITA R', '12 ELM ST', 'AUSTIN TX 78701', 'UNITED STATES'], reference: 'Order #1002' },
  {
    address: [
      'A RECIPIENT WITH A VERY LONG NAME INDEED, CARE OF SOMEONE',
      '4000 BOULEVARD DES COUREURS DE FOND, APP 1201',
      'QUÉBEC QC  G1R 4P5',
      'CANADA',
    ],
    reference: 'Order #1003',
  },
];

describe.each(['C6', 'DL'] as EnvelopeSize[])('%s envelopes', (size) => {
  it('one page per order at the envelope’s true size, in the given order, addressed where the post reads', async () => {
    const composed = await pool.run({ kind: 'envelopes', size, sender, envelopes });
    const doc = await PDFDocument.load(composed.bytes);
    expect(doc.getPageCount()).toBe(3);
    const [w, h] = ENVELOPE_SIZES_MM[size];
    const L = envelopeLayout(size);
    for (let i = 0; i < 3; i++) {
      const page = doc.getPage(i);
      expect(page.getWidth() / MM).toBeCloseTo(w, 1);
      expect(page.getHeight() / MM).toBeCloseTo(h, 1);
      const texts = placedTexts(doc, i);
      const recipient = texts.filter((t) => t.size >= 6 && t.x > page.getWidth() / 3);
      const back = texts.filter((t) => t.y > page.getHeight() / 2 && t.x < page.getWidth() / 3);
      expect(recipient.map((t) => t.text)).toEqual(envelopes[i]!.address);
      expect(back.map((t) => t.text)).toEqual(sender.map((l) => l.normalize('NFC')));
      // Return address in the top-left quarter.
      for (const t of back) {
        expect(t.x).toBeLessThan(page.getWidth() / 2);
        expect(t.y).toBeGreaterThan(page.getHeight() / 2);
      }
      // The address in the lower right half, above the bottom margin, inside the right edge and
      // clear of the stamp zone.
      for (const t of recipient) {
        expect(t.x).toBeGreaterThan(page.getWidth() * 0.4);
        expect(t.y).toBeLessThan(page.getHeight() * 0.52);
        expect(t.y).toBeGreaterThanOrEqual(L.recipient.bottom - 0.01);
        expect(t.y + t.size).toBeLessThan(L.stamp.y);
      }
      // The order's number matches the envelope with its bands.
      expect(texts.some((t) => t.text === envelopes[i]!.reference && t.y < 12 * MM)).toBe(true);
    }
    // A long address shrinks to fit instead of running off the envelope.
    const long = placedTexts(doc, 2).filter((t) => t.x > doc.getPage(2).getWidth() / 3);
    expect(long[0]!.size).toBeLessThan(11);
  });
});
