/**
 * Theme images arrive as raw bytes (uploads) or data URLs (the build page). Both PDF and SVG need
 * the type and pixel size up front (to cover the band without distortion), so they are sniffed
 * here once, at validation time.
 */
export interface ImageAsset {
  mime: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
  width: number;
  height: number;
  dataUrl: string;
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    const length = ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((b[at + 5] ?? 0) << 8) | (b[at + 6] ?? 0);
      const width = ((b[at + 7] ?? 0) << 8) | (b[at + 8] ?? 0);
      return { width, height };
    }
    at += 2 + length;
  }
  return null;
}

function fromBytes(bytes: Uint8Array): ImageAsset | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let mime: ImageAsset['mime'];
  let size: { width: number; height: number } | null;
  if (bytes.length > 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(4) === 0x0d0a1a0a) {
    mime = 'image/png';
    size = { width: view.getUint32(16), height: view.getUint32(20) };
  } else if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    mime = 'image/jpeg';
    size = jpegSize(bytes);
  } else return null;
  if (!size || size.width <= 0 || size.height <= 0) return null;
  const dataUrl = `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
  return { mime, bytes, ...size, dataUrl };
}

/** PNG or JPEG bytes, or a base64 data URL of one; null when it is neither. */
export function readImageAsset(input: Uint8Array | string): ImageAsset | null {
  if (typeof input !== 'string') return fromBytes(input);
  const match = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(input.trim());
  return match?.[1] ? fromBytes(new Uint8Array(Buffer.from(match[1], 'base64'))) : null;
}
