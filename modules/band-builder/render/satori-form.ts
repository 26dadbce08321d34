import { deflateSync } from 'node:zlib';
import { PDFName, type PDFDocument, type PDFRef } from 'pdf-lib';
import { PX_PER_PT } from './band-tree.tsx';
import { ByteWriter } from './byte-writer.ts';
import type { FillPath } from './svg-primitives.ts';
import { PATH_UNITS_PER_PX, svgPathToPdf } from './svg-path-pdf.ts';

export const fmt = (n: number): string => String(Math.round(n * 10000) / 10000);

/** Names an ExtGState for a fill alpha (one per distinct alpha in a form). */
export type AlphaState = (alpha: number) => string;

/** Satori's layer of one band part, written as PDF operators in path units (1/30 px, y down). */
export interface PdfLayer {
  write(w: ByteWriter, state: AlphaState): void;
}

/** Filled paths (Satori's SVG reduced by svg-primitives.ts) as operators, each in its own q/Q. */
export function writeFillPaths(paths: FillPath[], w: ByteWriter, state: AlphaState): void {
  for (const p of paths) {
    w.op('q');
    if (p.fill.a < 1) w.ascii(`/${state(Math.round(p.fill.a * 1000) / 1000)} `).op('gs');
    if (p.matrix) {
      // The element's transform is in Satori pixels; conjugate it into path units.
      const [a, b, c, d, e, f] = p.matrix;
      w.ascii([a, b, c, d, e * PATH_UNITS_PER_PX, f * PATH_UNITS_PER_PX].map(fmt).join(' '))
        .ascii(' ')
        .op('cm');
    }
    w.ascii(`${fmt(p.fill.r / 255)} ${fmt(p.fill.g / 255)} ${fmt(p.fill.b / 255)} `).op('rg');
    svgPathToPdf(p.d, w);
    w.op('f').op('Q');
  }
}

/**
 * Satori's layer of a band (stripes, accent bars, glyph outlines) as one Form XObject. Its /Matrix
 * maps path units (1/30 Satori pixel, y down) to band points (y up). Stripe
 * transparency goes through ExtGState entries, one per distinct alpha.
 */
export function satoriForm(doc: PDFDocument, layer: PdfLayer, widthPt: number, lengthPt: number): PDFRef {
  const states = new Map<number, string>();
  const state: AlphaState = (alpha) => {
    let name = states.get(alpha);
    if (!name) {
      name = `GS${states.size}`;
      states.set(alpha, name);
    }
    return name;
  };
  const w = new ByteWriter();
  layer.write(w, state);
  const ctx = doc.context;
  const extGState = ctx.obj({});
  for (const [alpha, name] of states) extGState.set(PDFName.of(name), ctx.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }));
  const k = 1 / PX_PER_PT / PATH_UNITS_PER_PX;
  const stream = ctx.stream(deflateSync(w.toBytes(), { level: 1 }), {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, widthPt / k, lengthPt / k],
    Matrix: [k, 0, 0, -k, 0, lengthPt],
    Resources: { ExtGState: extGState },
    Filter: 'FlateDecode',
  });
  return ctx.register(stream);
}
