import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface OgFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

const require = createRequire(import.meta.url);
let fonts: OgFont[] | null = null;

/**
 * Inter, regular and bold, read from the installed @fontsource package on the first image and
 * kept for the life of the process. Satori also caches its parse per array object, so the same
 * array is handed over every time. WOFF, because Satori cannot read WOFF2.
 */
export function ogFonts(): OgFont[] {
  if (!fonts) {
    fonts = ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    }));
  }
  return fonts;
}
