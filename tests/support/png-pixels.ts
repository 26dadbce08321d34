import { inflateSync } from 'node:zlib';

/**
 * A minimal PNG decoder for tests (8-bit RGB/RGBA, non-interlaced, as resvg writes), so that the
 * previews are checked from their actual bytes rather than from the renderer's own state.
 */
export function decodePng(png: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (view.getUint32(0) !== 0x89504e47) throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const colour = data[9];
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (!channels) throw new Error(`unsupported colour type ${colour}`);
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= channels ? (out[y * stride + x - channels] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (out[(y - 1) * stride + x - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: out };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(out.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** Share of pixels darker than `threshold` (0–255 luma) in a region, default the whole image. */
export function darkShare(
  image: { width: number; height: number; rgba: Uint8Array },
  threshold = 128,
  region = { x: 0, y: 0, width: image.width, height: image.height },
): number {
  let dark = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * image.width + x) * 4;
      const luma = 0.299 * (image.rgba[i] ?? 0) + 0.587 * (image.rgba[i + 1] ?? 0) + 0.114 * (image.rgba[i + 2] ?? 0);
      if (luma < threshold) dark++;
    }
  }
  return dark / (region.width * region.height);
}

const METRES_PER_INCH = 0.0254;

/** The resolution a PNG's pHYs chunk gives, in dots per inch (null without one, or not in metres). */
export function readPngDpi(png: Uint8Array): { x: number; y: number } | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'pHYs' && png[at + 16] === 1) {
      return { x: view.getUint32(at + 8) * METRES_PER_INCH, y: view.getUint32(at + 12) * METRES_PER_INCH };
    }
    at += 12 + length;
  }
  return null;
}
