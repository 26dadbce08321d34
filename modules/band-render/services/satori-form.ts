import { deflateSync } from 'node:zlib';
import { PDFName, type PDFDict, type PDFDocument, type PDFRef } from 'pdf-lib';
import { PX_PER_PT } from './band-tree.tsx';
import { ByteWriter } from './byte-writer.ts';
import type { FillPath } from './svg-primitives.ts';
import { PATH_UNITS_PER_PX, svgPathToPdf } from './svg-path-pdf.ts';

export const fmt = (n: number): string => String(Math.round(n * 10000) / 10000);

/** Names an ExtGState for a fill alpha (one per distinct alpha in a form). */
export type AlphaState = (alpha: number) => string;

/**
 * One glyph's outline: PDF path operators (m, l, c, h; no fill, no colour) in path units, in the
 * coordinates of the pass that drew it. The same object stands for the glyph wherever it is used.
 */
export interface GlyphOutline {
  bytes: Uint8Array;
  /** The name of its Form XObject, the same in every document (unique in the process). */
  name: string;
}

/** The form's resources: names an ExtGState per fill alpha, adds a glyph's Form XObject. */
interface FormResources {
  alpha: AlphaState;
  /** Makes sure the glyph's form is in the document, under `outline.name`. */
  glyph(outline: GlyphOutline): void;
}

/** Satori's layer of one band part, written as PDF operators in path units (1/30 px, y down). */
export interface PdfLayer {
  write(w: ByteWriter, resources: FormResources): void;
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

/** A glyph's form content, compressed once per process: its outline, filled, and its bounds. */
interface GlyphStream {
  deflated: Uint8Array;
  bbox: [number, number, number, number];
}

const glyphStreams = new WeakMap<GlyphOutline, GlyphStream>();

/**
 * The outline's bounds in path units, from its coordinates (every operand of m, l and c is an x y
 * pair, and a Bézier curve stays inside its control points), with a margin of ten Satori pixels
 * (2.5 pt): renderers that round the clip to whole device pixels then never cut into the ink.
 */
function outlineBounds(bytes: Uint8Array): [number, number, number, number] {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  let value = 0;
  let sign = 1;
  let inNumber = false;
  let axis = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const c = i < bytes.length ? (bytes[i] ?? 32) : 32;
    if (c >= 48 && c <= 57) {
      value = value * 10 + c - 48;
      inNumber = true;
    } else if (c === 45) sign = -1;
    else {
      if (inNumber) {
        const v = sign * value;
        if (v < (box[axis] ?? 0)) box[axis] = v;
        if (v > (box[axis + 2] ?? 0)) box[axis + 2] = v;
        axis ^= 1;
      }
      value = 0;
      sign = 1;
      inNumber = false;
    }
  }
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = box.map((v) => (Number.isFinite(v) ? v : 0));
  const margin = 10 * PATH_UNITS_PER_PX;
  return [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
}

function glyphStream(outline: GlyphOutline): GlyphStream {
  let found = glyphStreams.get(outline);
  if (!found) {
    const w = new ByteWriter();
    w.raw(outline.bytes).op('f');
    found = { deflated: deflateSync(w.toBytes()), bbox: outlineBounds(outline.bytes) };
    glyphStreams.set(outline, found);
  }
  return found;
}

/** The layer's operators, deflated as soon as written: one buffer serves every band. */
const scratch = new ByteWriter();

/**
 * Each document's glyph forms, one per glyph however many bands and texts place it, all named in
 * one /XObject dictionary that every layer of the document shares as its resource (naming glyphs
 * a layer does not use is harmless), so a band adds no dictionary entries per glyph.
 */
interface DocGlyphs {
  forms: Set<GlyphOutline>;
  names: PDFDict;
  ref: PDFRef;
  /** ExtGState objects by alpha, shared the same way. */
  alphas: Map<number, PDFRef>;
}

const docGlyphs = new WeakMap<PDFDocument, DocGlyphs>();

function glyphsOf(doc: PDFDocument): DocGlyphs {
  let found = docGlyphs.get(doc);
  if (!found) {
    const names = doc.context.obj({});
    found = { forms: new Set(), names, ref: doc.context.register(names), alphas: new Map() };
    docGlyphs.set(doc, found);
  }
  return found;
}

/**
 * The glyph's Form XObject in `doc`, created on first use under the glyph's name. It sets no
 * colour: `f` fills with the colour in force where it is drawn (`rg` before `Do`), as forms
 * inherit the graphics state.
 */
function glyphForm(doc: PDFDocument, outline: GlyphOutline): void {
  const glyphs = glyphsOf(doc);
  if (glyphs.forms.has(outline)) return;
  const { deflated, bbox } = glyphStream(outline);
  const ctx = doc.context;
  const ref = ctx.register(
    ctx.stream(deflated, { Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: bbox, Resources: {}, Filter: 'FlateDecode' }),
  );
  glyphs.forms.add(outline);
  glyphs.names.set(PDFName.of(outline.name), ref);
}

/**
 * Satori's layer of a band (stripes, accent bars, glyphs) as one Form XObject. Its /Matrix maps
 * path units (1/30 Satori pixel, y down) to band points (y up). Stripe transparency goes through
 * ExtGState entries, one per distinct alpha. Glyphs are not copied into it: each is a Form XObject
 * of the document (glyphForm) that the layer places with `Do`, so the layer holds a few tens of kB
 * of placements rather than every occurrence's outline, and a sheet of bands shares the glyphs.
 */
export function satoriForm(doc: PDFDocument, layer: PdfLayer, widthPt: number, lengthPt: number): PDFRef {
  const shared = glyphsOf(doc);
  const ctx = doc.context;
  const extGState = ctx.obj({});
  const states = new Map<number, string>();
  const state: AlphaState = (alpha) => {
    let name = states.get(alpha);
    if (!name) {
      name = `GS${states.size}`;
      states.set(alpha, name);
      let ref = shared.alphas.get(alpha);
      if (!ref) shared.alphas.set(alpha, (ref = ctx.register(ctx.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }))));
      extGState.set(PDFName.of(name), ref);
    }
    return name;
  };
  const w = scratch;
  w.length = 0;
  layer.write(w, { alpha: state, glyph: (outline) => glyphForm(doc, outline) });
  const k = 1 / PX_PER_PT / PATH_UNITS_PER_PX;
  const stream = ctx.stream(deflateSync(w.toBytes(), { level: 1 }), {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, widthPt / k, lengthPt / k],
    Matrix: [k, 0, 0, -k, 0, lengthPt],
    Resources: { ExtGState: extGState, XObject: shared.ref },
    Filter: 'FlateDecode',
  });
  return ctx.register(stream);
}
