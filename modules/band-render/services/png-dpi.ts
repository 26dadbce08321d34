// No import here: the API, pages and schemas read these without loading the rendering stack.

/** Resolutions a downloaded band PNG may be asked at (dots per inch); 300 unless asked. */
export const PNG_DPIS = [150, 300, 600] as const;
export type PngDpi = (typeof PNG_DPIS)[number];
export const DEFAULT_PNG_DPI: PngDpi = 300;

/** The asked resolution from a query value, null when it is not one of PNG_DPIS; absent is the default. */
export function parsePngDpi(value: string | undefined | null): PngDpi | null {
  if (value === undefined || value === null || value === '') return DEFAULT_PNG_DPI;
  const dpi = Number(value);
  return (PNG_DPIS as readonly number[]).includes(dpi) ? (dpi as PngDpi) : null;
}
