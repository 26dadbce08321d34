/** Colours as validated (`#rrggbb`) and as Satori writes them back (`#rgb`, `rgba()`, names). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function hexToRgba(hex: string, alpha = 1): Rgba {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full.slice(0, 6), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: alpha };
}

export function cssRgba(hex: string, alpha: number): string {
  const { r, g, b } = hexToRgba(hex);
  return `rgba(${r},${g},${b},${alpha})`;
}

const NAMED: Record<string, string> = { black: '#000000', white: '#ffffff', transparent: '#000000' };

/** Parses an SVG paint; null for `none` or anything not a plain colour (gradients, patterns). */
export function parsePaint(value: string | undefined): Rgba | null {
  if (!value || value === 'none' || value.startsWith('url(')) return null;
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED[value];
  if (named) return hexToRgba(named);
  if (value.startsWith('#')) return hexToRgba(value);
  const match = /^rgba?\(([^)]+)\)$/.exec(value);
  if (!match?.[1]) return null;
  const [r = 0, g = 0, b = 0, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return { r, g, b, a };
}
