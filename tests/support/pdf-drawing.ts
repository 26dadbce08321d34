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
