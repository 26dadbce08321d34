import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import type { ComposedPdf, ComposeTask } from './print-compose.ts';

/** The print run's composition as the server runs it: a real worker thread, plain data in and out. */
const pool = testWorkerPool<ComposeTask, ComposedPdf>(
  { file: 'modules/order-printing/services/print-compose-worker.ts', maxQueue: 2 },
  async () => (await import('./print-compose.ts')).composeTask,
);

async function bandLikePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]).drawRectangle({ x: 10, y: 10, width: 20, height: 20 });
  return doc.save();
}

/** The text drawn on a page (Helvetica strings as hex or literal), decoded. */
function pageText(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const raw = streams
    .map((s) =>
      s instanceof PDFRawStream ? Buffer.from(s.dict.get(PDFName.of('Filter')) ? inflateSync(s.contents) : s.contents) : Buffer.alloc(0),
    )
    .map((b) => b.toString('latin1'))
    .join('\n');
  return [...raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('|');
}

describe('print run composition in a worker thread', () => {
  it('puts every band PDF’s pages in order with the order’s header, moving the PDFs in', async () => {
    const first = await bandLikePdf(2);
    const second = await bandLikePdf(1);
    const task: ComposeTask = {
      kind: 'bands',
      sections: [
        { pdf: first, header: 'Order #1001 · Zoë Ünal · Berlin ×2', corner: '#1001' },
        { pdf: second, header: 'Order #1002 · 李 · Paris ×1', corner: '#1002' },
      ],
    };
    const composed = await pool.run(task, [first.buffer as ArrayBuffer, second.buffer as ArrayBuffer]);
    expect(first.byteLength).toBe(0);
    expect(composed.pages).toBe(3);
    const doc = await PDFDocument.load(composed.bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(pageText(doc, 0)).toContain('Order #1001 · Zoë Ünal · Berlin ×2 · 1/2');
    expect(pageText(doc, 1)).toContain('2/2');
    // Helvetica has no CJK: a "?" rather than a failed run.
    expect(pageText(doc, 2)).toContain('Order #1002 · ? · Paris ×1 · 1/1');
  });

  it('lays address labels on sheets, a page per full sheet', async () => {
    const grid = { width: 612, height: 792, cols: 3, rows: 10, left: 13.5, top: 36, cellW: 189, cellH: 72, pitchX: 198, pitchY: 72 };
    const labels = Array.from({ length: 31 }, (_, i) => [`Runner ${i}`, '1 Main St', `Order #${i}`]);
    const composed = await pool.run({ kind: 'labels', grid, labels });
    expect(composed.pages).toBe(2);
    const doc = await PDFDocument.load(composed.bytes);
    expect(pageText(doc, 1)).toContain('Runner 30');
  });
});
