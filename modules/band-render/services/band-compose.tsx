import satori from 'satori';
import type { BandPlan } from '../../pacing/index.ts';
import { layoutBand, type BandModel } from './band-layout.ts';
import type { BandSettings } from './band-settings.ts';
import { bandTree, PX_PER_PT, type TextSpec } from './band-tree.tsx';
import { ByteWriter } from './byte-writer.ts';
import { hexToRgba } from './colour.ts';
import { FONT_FAMILIES } from './font-families.ts';
import type { FontMetrics } from './woff-metrics.ts';
import { fmt, writeFillPaths, type GlyphOutline, type PdfLayer } from './satori-form.ts';
import { svgFillPaths } from './svg-primitives.ts';
import { PATH_UNITS_PER_PX, svgPathToPdf } from './svg-path-pdf.ts';

/**
 * The PDF's band drawing for batches (issue 14): what does not depend on the times is computed
 * once per worker (or once per document) and reused by every band that shares it.
 *
 * - The **skeleton** of a band part (stripes, accent bars, rules, and the box of every text) is
 *   Satori's layout of the band tree with each text replaced by a no-break space. It is keyed by
 *   the band's model without its goal-dependent texts (skeletonKey), so a band whose skeleton is
 *   known builds no tree at all: its texts are read from the model in tree order
 *   (textsInTreeOrder, checked against the tree whenever a skeleton is built) and set as the
 *   skeleton recorded. One Satori pass per skeleton; its paths are compiled to PDF operators once.
 * - Each **glyph** (family, weight, style, size, line height, character) is drawn by Satori once,
 *   all missing characters of a face in one pass, and compiled to PDF path operators once. In a
 *   PDF each glyph is a Form XObject of the document (satori-form.ts), and a text is its glyphs
 *   placed by `q 1 0 0 1 x y cm /Gn Do Q` along the font's advance widths, aligned in its box as
 *   the tree aligns it (start, end, centre), in the text colour the layer sets before them.
 *
 * So a band of a sheet of new goal times costs its layout model, ~1000 glyph placements (about
 * 35 kB of operators, deflated; a text its slot printed lately is copied whole) and a few PDF
 * objects: no Satori pass and no outline copies.
 * The SVG and PNG previews still draw each band through Satori (band-drawing.ts): their glyph
 * positions may differ from the PDF's by less than a Satori pixel (0.25 pt), because Satori
 * rounds text boxes to its pixel grid and applies kerning, which the placement here does not.
 */
export interface PdfBandDrawing {
  model: BandModel;
  settings: BandSettings;
  parts: PdfLayer[];
}

const BLANK = '\u00a0';
const SKELETONS_KEPT = 32;
const FACES_KEPT = 256;
const TEXTS_KEPT_PER_SLOT = 4;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Skeleton {
  /** Compiled static paths and the alphas they name, in the order they name them. */
  bytes: Uint8Array;
  alphas: number[];
  boxes: Box[];
}

interface Glyph extends GlyphOutline {
  /** Where the glyph's text origin was in its drawing pass (px). */
  originY: number;
  /** What follows the numbers of its placement: `cm /Gn Do Q`. */
  tail: Uint8Array;
}

/** A text as placed in its slot: the operators and the glyphs they name. */
interface PlacedText {
  bytes: Uint8Array;
  glyphs: Glyph[];
}

interface Placed {
  glyph: Glyph | null;
  advance: number;
}

interface Face {
  glyphs: Map<string, Glyph | null>;
  metrics: FontMetrics;
  sizePx: number;
  /** The characters placed so far: glyph and advance width (px). */
  placed: Map<string, Placed>;
  /** Characters being drawn right now, so concurrent bands wait for the same pass. */
  pending: Promise<void> | null;
}

const skeletons = new Map<string, SkeletonEntry>();
/** Glyphs drawn in this process: each glyph's form name is `G` and its number. */
let glyphsDrawn = 0;
const faces = new Map<string, Face>();

function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}

interface Slot {
  text: string;
  spec: TextSpec;
  /** The key of its face (faceKey). */
  face: string;
}

/** A skeleton's cache entry: how each text is set (known once the tree is built), and its layout. */
interface SkeletonEntry {
  specs: TextSpec[];
  faces: string[];
  laid: Promise<Skeleton>;
  /**
   * Per text slot, the last few texts placed there: a text in the same slot of another band (the
   * distances, the heads, often the splits and paces) is the same operators, copied.
   */
  placed: Array<Map<string, PlacedText>>;
}

/**
 * The texts of a part in the order bandTree hands them to its hook, empty ones left out (the hook
 * is not asked to set them): header lines, the column heads of each block, the rows' cells, the
 * footer label. Checked against the tree each time a skeleton is built.
 */
function textsInTreeOrder(m: BandModel, part: number): string[] {
  const p = m.parts[part];
  if (!p) return [];
  const out: string[] = [];
  const add = (text: string) => {
    if (text) out.push(text);
  };
  add(p.header.title);
  add(p.header.goal);
  add(p.header.sub);
  add(p.header.walk);
  add(p.header.walkMore);
  p.header.raceDay.forEach(add);
  p.header.note.forEach(add);
  for (let b = 0; b < p.blocks.length; b++) m.heads.forEach(add);
  for (const block of p.blocks) for (const row of block) row.cells.forEach(add);
  add(m.footerLabel);
  return out;
}

const settingsKeys = new WeakMap<BandSettings, string>();

/**
 * The settings as a cache key, once per settings object. Theme images count by their data URL
 * (their bytes, the same picture, are left out: as JSON they would be an object per byte).
 */
export function settingsKey(s: BandSettings): string {
  let key = settingsKeys.get(s);
  if (key === undefined) {
    key = JSON.stringify(s, (_, value: unknown) => (value instanceof Uint8Array ? value.length : value));
    settingsKeys.set(s, key);
  }
  return key;
}

/**
 * The skeleton's cache key, without building the tree: everything the tree is made from (model
 * and settings, the loaded font files aside, which the font family names), except the texts that
 * change with the goal time (the goal line, the run-walk line and the rows' cells), of which only
 * whether each is empty counts. The tree takes texts through its hook only (band-tree.tsx,
 * TextHook) and tests them for emptiness, so bands with equal keys have equal skeleton trees.
 */
function skeletonKey(m: BandModel, part: number, s: BandSettings): string {
  const filled = (text: string) => text !== '';
  return JSON.stringify([
    settingsKey(s),
    part,
    {
      ...m,
      family: null,
      parts: m.parts.map((p) => ({
        ...p,
        header: {
          ...p.header,
          goal: filled(p.header.goal),
          walk: filled(p.header.walk),
          walkMore: filled(p.header.walkMore),
          raceDay: p.header.raceDay.map(filled),
        },
        blocks: p.blocks.map((block) => block.map((row) => ({ ...row, cells: row.cells.map(filled) }))),
      })),
    },
  ]);
}

/** Builds the part's tree with blanks for texts and starts laying it out. */
function newSkeleton(m: BandModel, part: number, s: BandSettings): SkeletonEntry {
  const slots: Slot[] = [];
  const tree = bandTree(m, part, s, (text, spec) => {
    if (!text) return '';
    slots.push({ text, spec, face: faceKey(m, s, spec) });
    return BLANK;
  });
  const texts = textsInTreeOrder(m, part);
  if (texts.length !== slots.length || slots.some((slot, i) => slot.text !== texts[i])) {
    throw new Error('band tree texts are not in the order textsInTreeOrder lists them');
  }
  return {
    specs: slots.map((slot) => slot.spec),
    faces: slots.map((slot) => slot.face),
    laid: layOutSkeleton(m, tree),
    placed: slots.map(() => new Map()),
  };
}

async function layOutSkeleton(m: BandModel, tree: ReturnType<typeof bandTree>): Promise<Skeleton> {
  const boxes: Box[] = [];
  const svg = await satori(tree, {
    width: m.widthPt * PX_PER_PT,
    height: m.lengthPt * PX_PER_PT,
    fonts: m.family.fonts,
    onNodeDetected(node) {
      if (node.textContent) boxes.push({ left: node.left, top: node.top, width: node.width, height: node.height });
    },
  });
  const alphas: number[] = [];
  const w = new ByteWriter();
  writeFillPaths(svgFillPaths(svg), w, (alpha) => {
    let at = alphas.indexOf(alpha);
    if (at < 0) at = alphas.push(alpha) - 1;
    return `GS${at}`;
  });
  return { bytes: w.toBytes().slice(), alphas, boxes };
}

const faceKey = (m: BandModel, s: BandSettings, spec: TextSpec) =>
  `${s.style.fontFamily}|${spec.weight}|${spec.italic}|${spec.sizePx}|${spec.lineHeight}`;

/** Draws the face's missing characters in one Satori pass, one character per row. */
async function drawGlyphs(m: BandModel, s: BandSettings, spec: TextSpec, face: Face, chars: string[]): Promise<void> {
  const row = Math.ceil(spec.sizePx * 8);
  const top = Math.ceil(spec.sizePx * 3);
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        fontFamily: FONT_FAMILIES[s.style.fontFamily].name,
        fontSize: spec.sizePx,
        fontWeight: spec.weight,
        fontStyle: spec.italic ? 'italic' : 'normal',
        lineHeight: spec.lineHeight,
        color: '#000',
      }}
    >
      {chars.map((char, i) => (
        <div key={i} style={{ display: 'flex', boxSizing: 'border-box', height: row, paddingTop: top, whiteSpace: 'pre' }}>
          {char}
        </div>
      ))}
    </div>,
    { width: Math.ceil(spec.sizePx * 4), height: row * chars.length, fonts: m.family.fonts },
  );
  const inked = new Map<number, ByteWriter>();
  for (const path of svgFillPaths(svg, false)) {
    const y = /[Mm]\s*-?[\d.]+[\s,]+(-?[\d.]+)/.exec(path.d);
    const index = Math.floor(Number(y?.[1] ?? -1) / row);
    if (index < 0 || index >= chars.length) continue;
    let w = inked.get(index);
    if (!w) inked.set(index, (w = new ByteWriter()));
    svgPathToPdf(path.d, w);
  }
  chars.forEach((char, i) => {
    const w = inked.get(i);
    if (!w) {
      face.glyphs.set(char, null);
      return;
    }
    const name = `G${glyphsDrawn++}`;
    const tail = new TextEncoder().encode(`cm\n/${name} Do\nQ\n`);
    face.glyphs.set(char, { bytes: w.toBytes().slice(), name, originY: i * row + top, tail });
  });
}

async function glyphsFor(m: BandModel, s: BandSettings, slots: Slot[]): Promise<void> {
  const missing = new Map<string, { spec: TextSpec; face: Face; chars: Set<string> }>();
  for (const { text, spec, face: key } of slots) {
    let face = faces.get(key);
    if (!face) {
      const metrics = m.family.metrics({ weight: spec.weight, italic: spec.italic });
      face = remember(faces, key, { glyphs: new Map(), metrics, sizePx: spec.sizePx, placed: new Map(), pending: null }, FACES_KEPT);
    }
    for (const char of text) {
      if (face.glyphs.has(char)) continue;
      let entry = missing.get(key);
      if (!entry) missing.set(key, (entry = { spec, face, chars: new Set() }));
      entry.chars.add(char);
    }
  }
  for (const { spec, face, chars } of missing.values()) {
    while (face.pending) await face.pending;
    const still = [...chars].filter((c) => !face.glyphs.has(c));
    if (still.length === 0) continue;
    face.pending = drawGlyphs(m, s, spec, face, still).finally(() => (face.pending = null));
    await face.pending;
  }
}

const PLACE = new TextEncoder().encode('q 1 0 0 1 ');

/** A character of the face as placed: its glyph (drawn by glyphsFor before any text uses it). */
function placed(face: Face, char: string): Placed {
  let found = face.placed.get(char);
  if (!found) {
    const glyph = face.glyphs.get(char);
    found = { glyph: glyph ?? null, advance: (face.metrics.advance(char.codePointAt(0) ?? 0) ?? 1) * face.sizePx };
    if (glyph !== undefined) face.placed.set(char, found);
  }
  return found;
}

function textLayer(m: BandModel, s: BandSettings, skeleton: Skeleton, slots: Slot[], kept: SkeletonEntry['placed']): PdfLayer {
  const colour = hexToRgba(s.style.textColor);
  return {
    write(w, resources) {
      for (const alpha of skeleton.alphas) resources.alpha(alpha);
      w.raw(skeleton.bytes);
      w.op('q')
        .ascii(`${fmt(colour.r / 255)} ${fmt(colour.g / 255)} ${fmt(colour.b / 255)} `)
        .op('rg');
      // Each glyph is `q 1 0 0 1 x y cm /Gn Do Q`, written as bytes (a band places ~1000).
      const added = new Set<Glyph>();
      const add = (glyph: Glyph) => {
        if (added.has(glyph)) return;
        added.add(glyph);
        resources.glyph(glyph);
      };
      const run: Placed[] = [];
      slots.forEach(({ text, spec, face: key }, i) => {
        const known = kept[i];
        const hit = known?.get(text);
        if (hit) {
          hit.glyphs.forEach(add);
          w.raw(hit.bytes);
          return;
        }
        const box = skeleton.boxes[i];
        const face = faces.get(key);
        if (!box || !face) return;
        run.length = 0;
        let width = 0;
        for (const char of text) {
          const p = placed(face, char);
          run.push(p);
          width += p.advance;
        }
        let x =
          spec.align === 'start' ? box.left : spec.align === 'end' ? box.left + box.width - width : box.left + (box.width - width) / 2;
        const start = w.length;
        const glyphs: Glyph[] = [];
        for (const { glyph, advance } of run) {
          if (glyph) {
            add(glyph);
            glyphs.push(glyph);
            w.raw(PLACE)
              .decimal(x * PATH_UNITS_PER_PX)
              .decimal((box.top - glyph.originY) * PATH_UNITS_PER_PX)
              .raw(glyph.tail);
          }
          x += advance;
        }
        if (!known) return;
        if (known.size >= TEXTS_KEPT_PER_SLOT) known.delete(known.keys().next().value as string);
        known.set(text, { bytes: w.toBytes().slice(start), glyphs });
      });
      w.op('Q');
    },
  };
}

/** One band for the PDF: its layout model and, per part, the layer of stripes and glyphs. */
export async function composeBand(plan: BandPlan, settings: BandSettings): Promise<PdfBandDrawing> {
  const model = layoutBand(plan, settings);
  const parts = await Promise.all(
    model.parts.map(async (_, part): Promise<PdfLayer> => {
      const key = skeletonKey(model, part, settings);
      let entry = skeletons.get(key);
      if (!entry) {
        const created = remember(skeletons, key, newSkeleton(model, part, settings), SKELETONS_KEPT);
        created.laid.catch(() => {
          if (skeletons.get(key) === created) skeletons.delete(key);
        });
        entry = created;
      }
      const { specs, faces: faceKeys } = entry;
      const slots = textsInTreeOrder(model, part).map((text, i): Slot => ({ text, spec: specs[i] as TextSpec, face: faceKeys[i] ?? '' }));
      if (slots.length !== specs.length) throw new Error(`skeleton sets ${specs.length} texts, the band has ${slots.length}`);
      const [laid] = await Promise.all([entry.laid, glyphsFor(model, settings, slots)]);
      if (laid.boxes.length !== slots.length) throw new Error(`skeleton has ${laid.boxes.length} text boxes for ${slots.length} texts`);
      return textLayer(model, settings, laid, slots, entry.placed);
    }),
  );
  return { model, settings, parts };
}
