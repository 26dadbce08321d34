import { Resvg } from '@resvg/resvg-js';
import { concatBytes } from '../../../src/lib/concat-bytes.ts';

export const MIN_PNG_SCALE = 0.5;
export const MAX_PNG_SCALE = 12;

const PT_PER_INCH = 72;
const METRES_PER_INCH = 0.0254;

/** Pixels of a drawing `widthPt` × `heightPt` points at `dpi`: its true size times the resolution. */
function pngPixelSize(widthPt: number, heightPt: number, dpi: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round((widthPt * dpi) / PT_PER_INCH)),
    height: Math.max(1, Math.round((heightPt * dpi) / PT_PER_INCH)),
  };
}

/**
 * Rasterises an SVG whose user unit is the point: `scale` is device pixels per point
 * (1 = 72 dpi, 4 = 288 dpi). Paper-white background, so a preview looks like the print. The PNG
 * says its resolution (pHYs, scale × 72 dpi), so it prints at the drawing's true size; its pixel
 * size is the true size times that resolution, rounded to whole pixels.
 */
export function rasterise(svg: string, scale: number): { png: Uint8Array; width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  const dpi = scale * PT_PER_INCH;
  if (!box) return withDpi(render(svg, { mode: 'zoom', value: scale }), dpi);
  // The root's size becomes the pixel size (the viewBox keeps the drawing in points), so the
  // image is exactly the rounded true size; resvg's zoom would round each side its own way.
  const { width, height } = pngPixelSize(Number(box[1]), Number(box[2]), dpi);
  const sized = root
    .replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '')
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}" preserveAspectRatio="none"`);
  return withDpi(render(svg.replace(root, sized), { mode: 'original' }), dpi);
}

function render(svg: string, fitTo: { mode: 'zoom'; value: number } | { mode: 'original' }) {
  const resvg = new Resvg(svg, { fitTo, background: '#ffffff', font: { loadSystemFonts: false } });
  const image = resvg.render();
  return { png: new Uint8Array(image.asPng()), width: image.width, height: image.height };
}

function withDpi<T extends { png: Uint8Array }>(image: T, dpi: number): T {
  return { ...image, png: setPngDpi(image.png, dpi) };
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The PNG with a pHYs chunk right after IHDR saying `dpi` (in pixels per metre, as PNG counts),
 * any earlier pHYs dropped. Printers and image programs then print it at its true size.
 */
export function setPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.length < 33 || view.getUint32(0) !== 0x89504e47) throw new Error('not a PNG');
  const perMetre = Math.round(dpi / METRES_PER_INCH);
  const chunk = new Uint8Array(21);
  const out = new DataView(chunk.buffer);
  out.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // pHYs
  out.setUint32(8, perMetre);
  out.setUint32(12, perMetre);
  chunk[16] = 1; // unit: metre
  out.setUint32(17, crc32(chunk.subarray(4, 17)));
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (type !== 'pHYs') parts.push(png.subarray(at, end));
    if (type === 'IHDR') parts.push(chunk);
    at = end;
  }
  return concatBytes(parts);
}
