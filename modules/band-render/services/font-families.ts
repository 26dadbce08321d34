/**
 * The curated band fonts: six installed @fontsource families, chosen for narrow, clear numerals
 * (a band is 2–4 cm wide) plus one serif and one monospace for taste. Satori reads WOFF, not
 * WOFF2, and only the latin subset is loaded (digits, colon, ½, ↑↓, −, …).
 */
export const FONT_FAMILY_IDS = ['roboto-condensed', 'barlow-condensed', 'oswald', 'inter', 'ibm-plex-mono', 'source-serif-4'] as const;
export type FontFamilyId = (typeof FONT_FAMILY_IDS)[number];

export const FONT_STYLES = ['normal', 'bold', 'italic', 'bold-italic'] as const;
export type FontStyleId = (typeof FONT_STYLES)[number];

export interface FontFamilyInfo {
  /** The name Satori matches on. */
  name: string;
  /** Oswald ships no italic: italic text falls back to upright (the layout note says so). */
  hasItalic: boolean;
}

export const FONT_FAMILIES: Record<FontFamilyId, FontFamilyInfo> = {
  'roboto-condensed': { name: 'Roboto Condensed', hasItalic: true },
  'barlow-condensed': { name: 'Barlow Condensed', hasItalic: true },
  oswald: { name: 'Oswald', hasItalic: false },
  inter: { name: 'Inter', hasItalic: true },
  'ibm-plex-mono': { name: 'IBM Plex Mono', hasItalic: true },
  'source-serif-4': { name: 'Source Serif 4', hasItalic: true },
};

export interface FaceKey {
  weight: 400 | 700;
  italic: boolean;
}

export function faceOf(style: FontStyleId, family: FontFamilyId): FaceKey {
  const italic = (style === 'italic' || style === 'bold-italic') && FONT_FAMILIES[family].hasItalic;
  return { weight: style === 'bold' || style === 'bold-italic' ? 700 : 400, italic };
}
