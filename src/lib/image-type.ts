/** The picture types an upload may be: raster formats every browser shows. */
export type UploadedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * The picture's type from its first bytes, not from the name or the browser's claim: PNG, JPEG
 * or WebP only. SVG is refused (it can carry scripts); nothing is decoded here, so a caller that
 * keeps or resizes the picture still decodes it (the avatar, the course's title image).
 */
export function sniffImageType(bytes: Uint8Array): UploadedImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
