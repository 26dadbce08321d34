import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFDocument, type PDFNumber } from 'pdf-lib';

/** A Form XObject of a PDF as the tests see it: decoded content, boxes, and the forms it names. */
export interface PdfForm {
  ref: PDFRef;
  text: string;
  bbox: number[];
  matrix: number[];
  /** The forms its /Resources /XObject names, by name. */
  xObjects: Map<string, PDFRef>;
}

const decode = (stream: PDFRawStream) =>
  new TextDecoder().decode(stream.dict.get(PDFName.of('Filter')) !== undefined ? inflateSync(stream.contents) : stream.contents);

/** Every Form XObject in the file, in file order. */
export function pdfForms(doc: PDFDocument): PdfForm[] {
  const out: PdfForm[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form')) continue;
    const nums = (key: string) => {
      const array = object.dict.lookup(PDFName.of(key));
      return array instanceof PDFArray ? array.asArray().map((n) => (n as PDFNumber).asNumber()) : [];
    };
    const xObjects = new Map<string, PDFRef>();
    const resources = object.dict.lookup(PDFName.of('Resources'));
    const named = resources instanceof PDFDict ? resources.lookup(PDFName.of('XObject')) : undefined;
    if (named instanceof PDFDict) {
      for (const [name, value] of named.entries()) if (value instanceof PDFRef) xObjects.set(name.decodeText(), value);
    }
    out.push({ ref, text: decode(object), bbox: nums('BBox'), matrix: nums('Matrix'), xObjects });
  }
  return out;
}

/**
 * Content with every `/Name Do` replaced by the content of the form it names, as a reader paints
 * it (the placing `q … cm … Q` around it stays), so a layer that places glyph forms reads as the
 * outlines it draws.
 */
export function expandDo(text: string, lookup: (name: string) => string): string {
  return text.replace(/\/([^\s/]+)\s+Do\n/g, (_, name: string) => `${lookup(name)}\n`);
}

/** A form's content with the forms it places expanded, looked up in the same document. */
export function expandedForm(doc: PDFDocument, form: PdfForm): string {
  return expandDo(form.text, (name) => {
    const ref = form.xObjects.get(name);
    const stream = ref ? doc.context.lookup(ref) : undefined;
    if (!(stream instanceof PDFRawStream)) throw new Error(`no form /${name}`);
    return decode(stream);
  });
}
