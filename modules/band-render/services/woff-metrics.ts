import { unzlibSync } from 'fflate';

/**
 * Advance widths read straight from a WOFF file. The layout has to know how wide the widest
 * cell of a column will be before Satori draws it (to pick a font size that fits), and Satori
 * keeps its own font parser private. Kerning is ignored: it only ever narrows digits, so the
 * estimate errs on the safe side.
 */
export interface FontMetrics {
  /** Advance width in em of a code point, or undefined when the font has no glyph for it. */
  advance(codePoint: number): number | undefined;
}

function tables(woff: Uint8Array): Map<string, DataView> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const found = new Map<string, DataView>();
  const count = view.getUint16(12);
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = String.fromCharCode(...woff.subarray(at, at + 4));
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const original = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const bytes = compressed < original ? unzlibSync(raw) : raw;
    found.set(tag, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return found;
}

function glyphMap(cmap: DataView): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = cmap.getUint16(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.getUint16(4 + i * 8);
    const encoding = cmap.getUint16(6 + i * 8);
    const at = cmap.getUint32(8 + i * 8);
    const format = cmap.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) {
      const groups = cmap.getUint32(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.getUint32(at + 16 + g * 12);
        const end = cmap.getUint32(at + 20 + g * 12);
        const first = cmap.getUint32(at + 24 + g * 12);
        for (let c = start; c <= end; c++) glyphs.set(c, first + c - start);
      }
    } else if (format === 4) {
      const segments = cmap.getUint16(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.getUint16(ends + s * 2);
        const start = cmap.getUint16(starts + s * 2);
        const delta = cmap.getInt16(deltas + s * 2);
        const range = cmap.getUint16(ranges + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const raw = range === 0 ? c : cmap.getUint16(ranges + s * 2 + range + (c - start) * 2);
          const glyph = range !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
          if (glyph !== 0 && !glyphs.has(c)) glyphs.set(c, glyph);
        }
      }
    }
  }
  return glyphs;
}

export function readWoffMetrics(woff: Uint8Array): FontMetrics {
  const t = tables(woff);
  const head = t.get('head');
  const hhea = t.get('hhea');
  const hmtx = t.get('hmtx');
  const cmap = t.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error('WOFF file lacks head/hhea/hmtx/cmap');
  const unitsPerEm = head.getUint16(18);
  const longMetrics = hhea.getUint16(34);
  const glyphs = glyphMap(cmap);
  return {
    advance(codePoint) {
      const glyph = glyphs.get(codePoint);
      if (glyph === undefined) return undefined;
      const index = Math.min(glyph, longMetrics - 1);
      return hmtx.getUint16(index * 4) / unitsPerEm;
    },
  };
}
