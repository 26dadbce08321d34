import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * What each page of a PDF draws, as one comparable text: its content streams with every `/Name Do`
 * replaced by what the named XObject draws (forms expanded in place, images by a hash of their
 * bytes). The band renderer draws text as glyph outlines in forms whose names depend on the
 * process that drew them, so two files of the same band only compare equal this way; a page that
 * copies another file's page (the print run's) contains that page's drawing as a substring.
 */
export async function pageDrawings(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => expand(decoded(s), page.node.Resources(), 0))
      .join('\n');
  });
}

/**
 * A page drawing (pageDrawings) with each glyph written from its own first point and placed where
 * that point lands. A process draws each glyph once, at a place that depends on what it drew
 * before, and places it with the difference; the same band drawn by two processes reads the same
 * this way (glyph forms are the ones without a matrix: `q 1 0 0 1 x y cm` then `[form \n…\n]`).
 */
export function placedGlyphs(drawing: string): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return drawing.replace(/q 1 0 0 1 (\S+) (\S+) cm\n\[form \n([^\]]*?)\n\]/g, (_, x: string, y: string, ops: string) => {
    const lines = ops.split('\n').map((line) => line.trim().split(/\s+/));
    const [x0 = 0, y0 = 0] = (lines[0] ?? []).slice(0, 2).map(Number);
    const relative = lines.map((tokens) =>
      tokens.map((t, i) => (i === tokens.length - 1 || !/^-?[\d.]+$/.test(t) ? t : round(Number(t) - (i % 2 ? y0 : x0)))).join(' '),
    );
    return `glyph at ${round(Number(x) + x0)} ${round(Number(y) + y0)}: ${relative.join(' ')}`;
  });
}

/** The images a PDF's pages draw (their hashes), however deep in forms. */
export function imagesIn(drawing: string): string[] {
  return [...drawing.matchAll(/\[image ([0-9a-f]{40})\]/g)].map((m) => m[1]!);
}

function decoded(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function expand(content: string, resources: PDFDict | undefined, depth: number): string {
  if (depth > 8) throw new Error('forms nested too deep');
  const xObjects = resources?.lookup(PDFName.of('XObject'));
  return content.replace(/\/([^\s/[\]<>(){}%]+)\s+Do\b/g, (_, name: string) => {
    const object = xObjects instanceof PDFDict ? xObjects.lookup(PDFName.of(name)) : undefined;
    if (!(object instanceof PDFRawStream)) throw new Error(`no XObject /${name}`);
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      return `[image ${createHash('sha1').update(object.contents).digest('hex')}]`;
    }
    const own = object.dict.lookup(PDFName.of('Resources'));
    const matrix = object.dict.lookup(PDFName.of('Matrix'))?.toString() ?? '';
    return `[form ${matrix}\n${expand(decoded(object), own instanceof PDFDict ? own : resources, depth + 1)}\n]`;
  });
}
