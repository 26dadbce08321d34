import type { PDFRawStream } from 'pdf-lib';
import { decodePDFRawStream, PDFArray, type PDFDocument } from 'pdf-lib';

/** Each text a page of a pdf-lib document draws, with where it starts (points from the bottom-left) and its size. */
export function placedTexts(doc: PDFDocument, index: number) {
  const contents = doc.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const raw = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
  return [...raw.matchAll(/ (\d+(?:\.\d+)?) Tf\n[\s\S]*?1 0 0 1 (\S+) (\S+) Tm\n<([0-9A-F]*)> Tj/g)].map((m) => ({
    size: Number(m[1]),
    x: Number(m[2]),
    y: Number(m[3]),
    text: Buffer.from(m[4]!, 'hex').toString('latin1'),
  }));
}
