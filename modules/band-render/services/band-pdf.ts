import {
  PDFArray,
  PDFName,
  PDFPage,
  PDFRef,
  clip,
  clipEvenOdd,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type Color,
  type PDFDocument,
  type PDFImage,
} from 'pdf-lib';
import { settingsKey, type PdfBandDrawing } from './band-compose.tsx';
import { hasBorder } from './band-layout.ts';
import { scaleBarPath } from './band-svg.ts';
import { hexToRgba, type Rgba } from './colour.ts';
import { footerGeometry } from './footer-geometry.ts';
import type { ImageAsset } from './image-asset.ts';
import { coverRect, ringPath } from './image-fit.ts';
import { satoriForm } from './satori-form.ts';

/** Theme images are embedded once per document, however many bands use them. */
export type PdfImageCache = Map<string, Promise<PDFImage>>;

const pdfColour = (c: Rgba): Color => rgb(c.r / 255, c.g / 255, c.b / 255);
const hex = (value: string): Color => pdfColour(hexToRgba(value));

function image(doc: PDFDocument, cache: PdfImageCache, asset: ImageAsset): Promise<PDFImage> {
  // Keyed by content, so a picture used as both background and border is embedded once.
  let found = cache.get(asset.dataUrl);
  if (!found) {
    found = asset.mime === 'image/png' ? doc.embedPng(asset.bytes) : doc.embedJpg(asset.bytes);
    cache.set(asset.dataUrl, found);
  }
  return found;
}

function drawCovering(page: PDFPage, img: PDFImage, asset: ImageAsset, w: number, h: number, pos: 'top' | 'center' | 'bottom') {
  const r = coverRect(asset, w, h, pos);
  page.drawImage(img, { x: r.x, y: h - r.y - r.height, width: r.width, height: r.height });
}

/** A band part as a Form XObject of the document, in points, origin at its bottom left corner. */
export interface BandForm {
  ref: PDFRef;
  widthPt: number;
  lengthPt: number;
}

/** What a band draws under and over Satori's layer: the same for every band of a sheet. */
interface Frame {
  under: PDFRef;
  over: PDFRef;
}

const frames = new WeakMap<PDFDocument, Map<string, Promise<Frame>>>();

/** Everything drawFrame reads: the settings, the band's size and border, the footer's geometry. */
function frameKey({ model: m, settings: s }: PdfBandDrawing): string {
  return JSON.stringify([settingsKey(s), m.widthPt, m.lengthPt, m.borderPt, m.scaleBar.lengthPt, footerGeometry(m)]);
}

/**
 * Draws on a scratch page and turns it into a Form XObject the band's size. The scratch page never
 * joins the page tree and is removed from the file afterwards.
 */
async function drawnForm(doc: PDFDocument, W: number, L: number, draw: (page: PDFPage) => Promise<void>): Promise<PDFRef> {
  const page = PDFPage.create(doc);
  page.setSize(W, L);
  await draw(page);
  const embedded = await doc.embedPage(page);
  await embedded.embed();
  const contents = page.node.Contents();
  if (contents instanceof PDFArray) {
    for (let i = 0; i < contents.size(); i++) {
      const ref = contents.get(i);
      if (ref instanceof PDFRef) doc.context.delete(ref);
    }
  }
  doc.context.delete(page.ref);
  return embedded.ref;
}

/** Background (colour, image) under the layer; border, overlap line and scale bar over it. */
async function drawFrame(doc: PDFDocument, drawing: PdfBandDrawing, images: PdfImageCache): Promise<Frame> {
  const { model: m, settings: s } = drawing;
  const st = s.style;
  const W = m.widthPt;
  const L = m.lengthPt;
  const under = await drawnForm(doc, W, L, async (page) => {
    page.drawRectangle({
      x: 0,
      y: 0,
      width: W,
      height: L,
      color: hex(st.backgroundColor),
      ...(st.opacity < 1 ? { opacity: st.opacity } : {}),
    });
    const bg = st.theme.backgroundImage;
    if (bg) {
      const img = await image(doc, images, bg);
      page.pushOperators(pushGraphicsState(), rectangle(0, 0, W, L), clip(), endPath());
      drawCovering(page, img, bg, W, L, st.theme.position);
      page.pushOperators(popGraphicsState());
    }
  });
  const over = await drawnForm(doc, W, L, async (page) => {
    if (hasBorder(st)) {
      const b = m.borderPt;
      const borderImage = st.theme.borderImage;
      if (borderImage) {
        const img = await image(doc, images, borderImage);
        page.pushOperators(pushGraphicsState(), rectangle(0, 0, W, L), rectangle(b, b, W - 2 * b, L - 2 * b), clipEvenOdd(), endPath());
        drawCovering(page, img, borderImage, W, L, 'center');
        page.pushOperators(popGraphicsState());
      } else page.drawSvgPath(ringPath(W, L, b), { x: 0, y: L, color: hex(st.borderColor) });
    }
    const foot = footerGeometry(m);
    const text = hex(st.textColor);
    if (foot.overlapY !== null) {
      const y = L - foot.overlapY;
      page.drawLine({
        start: { x: m.borderPt, y },
        end: { x: W - m.borderPt, y },
        thickness: 0.4,
        color: text,
        opacity: 0.45,
        dashArray: [2, 1.5],
      });
    }
    page.drawSvgPath(scaleBarPath(foot.barX, foot.barY, m.scaleBar.lengthPt), { x: 0, y: L, borderColor: text, borderWidth: 0.5 });
  });
  return { under, over };
}

const BAND_CONTENT = new TextEncoder().encode('/Under Do\n/Satori Do\n/Over Do\n');
const FRAME_CONTENT = new TextEncoder().encode('/Under Do\n/Over Do\n');

/**
 * One band part (vector: Satori's stripes and the glyph forms it places) as a Form XObject, so
 * that every copy on the sheet is a single `Do` of the same object. The band is three forms drawn
 * in turn: the frame under Satori's layer, the layer (compiled for this band), the frame over it.
 * The frame does not depend on the times, so a sheet draws it once and every band reuses it.
 */
export async function embedBandPart(doc: PDFDocument, drawing: PdfBandDrawing, part: number, images: PdfImageCache): Promise<BandForm> {
  const { model: m } = drawing;
  const W = m.widthPt;
  const L = m.lengthPt;
  let kept = frames.get(doc);
  if (!kept) frames.set(doc, (kept = new Map()));
  const key = frameKey(drawing);
  let frame = kept.get(key);
  if (!frame) kept.set(key, (frame = drawFrame(doc, drawing, images)));
  const { under, over } = await frame;
  const ctx = doc.context;
  const xObjects = ctx.obj({ Under: under, Over: over });
  const layer = drawing.parts[part];
  if (layer) xObjects.set(PDFName.of('Satori'), satoriForm(doc, layer, W, L));
  const stream = ctx.stream(layer ? BAND_CONTENT : FRAME_CONTENT, {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, W, L],
    Resources: { XObject: xObjects },
  });
  return { ref: ctx.register(stream), widthPt: W, lengthPt: L };
}
