import {
  PDFArray,
  PDFPage,
  PDFRef,
  clip,
  clipEvenOdd,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type Color,
  type PDFDocument,
  type PDFEmbeddedPage,
  type PDFImage,
} from 'pdf-lib';
import type { PdfBandDrawing } from './band-compose.tsx';
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

/**
 * Draws one band part (vector: Satori's glyph outlines as PDF paths) on a scratch page and
 * turns it into a Form XObject, so that every copy on the sheet is a single `Do` of the same
 * object. The scratch page never joins the page tree and is removed from the file afterwards.
 */
export async function embedBandPart(
  doc: PDFDocument,
  drawing: PdfBandDrawing,
  part: number,
  images: PdfImageCache,
): Promise<PDFEmbeddedPage> {
  const { model: m, settings: s } = drawing;
  const st = s.style;
  const W = m.widthPt;
  const L = m.lengthPt;
  const page = PDFPage.create(doc);
  page.setSize(W, L);
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
  // The glyph layer is compiled once into its own form; copies of the band reuse it.
  const layer = drawing.parts[part];
  if (layer) page.pushOperators(drawObject(page.node.newXObject('Satori', satoriForm(doc, layer, W, L))));
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
  return embedded;
}
