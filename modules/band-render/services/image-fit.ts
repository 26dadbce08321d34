import type { ImageAsset } from './image-asset.ts';

/**
 * Where a theme image lands so that it covers a w×h box without distortion (cropped, not
 * stretched), anchored at the chosen edge. Coordinates are y-down from the box's top-left.
 */
export function coverRect(
  image: Pick<ImageAsset, 'width' | 'height'>,
  w: number,
  h: number,
  position: 'top' | 'center' | 'bottom',
): { x: number; y: number; width: number; height: number } {
  const scale = Math.max(w / image.width, h / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const y = position === 'top' ? 0 : position === 'bottom' ? h - height : (h - height) / 2;
  return { x: (w - width) / 2, y, width, height };
}

/**
 * Border ring of a w×h band: the inner rectangle winds the other way, so the hole survives both
 * even-odd fills (SVG) and the non-zero fill pdf-lib's drawSvgPath uses.
 */
export function ringPath(w: number, h: number, b: number): string {
  return `M0 0H${w}V${h}H0Z M${b} ${b}V${h - b}H${w - b}V${b}Z`;
}
