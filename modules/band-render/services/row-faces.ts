import { FONT_FAMILIES, faceOf, type FaceKey, type FontFamilyId, type FontStyleId } from './font-families.ts';
import type { PrintedRowKind } from './row-cells.ts';

/**
 * Row emphasis: the half-way and finish rows are bold (and the half row also gets an accent bar),
 * other-unit rows are italic and carry their unit, so that a runner glancing mid-race never mistakes
 * a "5 km" row on a mile band for mile 5. Walk rows are italic too, and say "walk 1:00"; so are the
 * km or mile marks printed over terrain rows ("5 km"), which a runner must not read as a stretch.
 */
export function rowFace(kind: PrintedRowKind, family: FontFamilyId, style: FontStyleId): FaceKey {
  const base = faceOf(style, family);
  if (kind === 'half' || kind === 'finish') return { weight: 700, italic: base.italic };
  if (kind === 'other-unit' || kind === 'mark' || kind === 'walk') return { weight: base.weight, italic: FONT_FAMILIES[family].hasItalic };
  return base;
}
