import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FAMILIES, type FaceKey, type FontFamilyId } from './font-families.ts';
import { readWoffMetrics, type FontMetrics } from './woff-metrics.ts';

/**
 * Fonts are read from disk once per process. Satori caches its parsed fonts per `fonts` array
 * object, so handing it the same array for a family every time means each face is parsed once,
 * never once per band.
 */
interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal' | 'italic';
}

export interface LoadedFamily {
  fonts: SatoriFont[];
  metrics(face: FaceKey): FontMetrics;
}

const require = createRequire(import.meta.url);
const families = new Map<FontFamilyId, LoadedFamily>();

function woffPath(family: FontFamilyId, weight: number, italic: boolean): string {
  return require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-${italic ? 'italic' : 'normal'}.woff`);
}

export function loadFamily(family: FontFamilyId): LoadedFamily {
  const cached = families.get(family);
  if (cached) return cached;
  const info = FONT_FAMILIES[family];
  const fonts: SatoriFont[] = [];
  const metrics = new Map<string, FontMetrics>();
  for (const weight of [400, 700] as const) {
    for (const italic of info.hasItalic ? [false, true] : [false]) {
      const data = readFileSync(woffPath(family, weight, italic));
      fonts.push({ name: info.name, data, weight, style: italic ? 'italic' : 'normal' });
      metrics.set(`${weight}${italic}`, readWoffMetrics(data));
    }
  }
  const loaded: LoadedFamily = {
    fonts,
    metrics(face) {
      const found = metrics.get(`${face.weight}${face.italic && info.hasItalic}`);
      if (!found) throw new Error(`no ${face.weight} face for ${family}`);
      return found;
    },
  };
  families.set(family, loaded);
  return loaded;
}

/** Width of `text` in em; characters the font lacks count as one em so they never overflow. */
export function textWidthEm(metrics: FontMetrics, text: string): number {
  let width = 0;
  for (const char of text) width += metrics.advance(char.codePointAt(0) ?? 0) ?? 1;
  return width;
}
