import { parsePaint, type Rgba } from './colour.ts';

/**
 * Satori's SVG reduced to what a PDF needs: filled paths in paint order. Masks, clip paths and
 * other <defs> are skipped: the band tree uses no CSS borders, overflow or radii, so Satori's
 * masks there are no-ops (it emits one per element regardless). Consecutive paths with the same
 * paint are merged so the PDF gets one fill per run of glyphs, not one per text node.
 */
type Matrix = [number, number, number, number, number, number];

export interface FillPath {
  d: string;
  fill: Rgba;
  matrix: Matrix | null;
}

const SKIPPED = new Set(['defs', 'mask', 'clipPath', 'pattern', 'linearGradient', 'radialGradient', 'filter', 'symbol']);
const TAG = /<(\/?)([a-zA-Z]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTR = /([a-zA-Z:-]+)="([^"]*)"/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

function parseTransform(value: string | undefined): Matrix | null {
  if (!value) return null;
  let result: Matrix = [1, 0, 0, 1, 0, 0];
  for (const match of value.matchAll(/(matrix|translate|scale)\(([^)]*)\)/g)) {
    const n = (match[2] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const step: Matrix =
      match[1] === 'matrix'
        ? [n[0] ?? 1, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1, n[4] ?? 0, n[5] ?? 0]
        : match[1] === 'translate'
          ? [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0]
          : [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0];
    result = multiply(result, step);
  }
  return result;
}

function num(attrs: Map<string, string>, name: string): number {
  return Number(attrs.get(name) ?? 0) || 0;
}

interface Group {
  matrix: Matrix | null;
  opacity: number;
}

/** `merge: false` keeps one entry per element (the glyph cache needs each glyph apart). */
export function svgFillPaths(svg: string, merge = true): FillPath[] {
  const out: FillPath[] = [];
  const groups: Group[] = [{ matrix: null, opacity: 1 }];
  let skipDepth = 0;
  for (const match of svg.matchAll(TAG)) {
    const [, closing, tag = '', rawAttrs = '', selfClosing] = match;
    if (skipDepth > 0) {
      if (SKIPPED.has(tag) && !selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (closing) {
      if (tag === 'g' && groups.length > 1) groups.pop();
      continue;
    }
    if (SKIPPED.has(tag)) {
      if (!selfClosing) skipDepth = 1;
      continue;
    }
    const attrs = attributes(rawAttrs);
    const parent = groups[groups.length - 1] ?? { matrix: null, opacity: 1 };
    const own = parseTransform(attrs.get('transform'));
    const matrix = own ? (parent.matrix ? multiply(parent.matrix, own) : own) : parent.matrix;
    const opacity = parent.opacity * Number(attrs.get('opacity') ?? 1);
    if (tag === 'g') {
      if (!selfClosing) groups.push({ matrix, opacity });
      continue;
    }
    if (tag !== 'path' && tag !== 'rect') continue;
    const paint = parsePaint(attrs.get('fill') ?? 'black');
    if (!paint) continue;
    const alpha = paint.a * opacity * Number(attrs.get('fill-opacity') ?? 1);
    if (alpha <= 0) continue;
    const d =
      tag === 'path'
        ? (attrs.get('d') ?? '')
        : `M${num(attrs, 'x')} ${num(attrs, 'y')}h${num(attrs, 'width')}v${num(attrs, 'height')}h${-num(attrs, 'width')}Z`;
    if (!d.trim()) continue;
    const fill = { ...paint, a: alpha };
    const last = out[out.length - 1];
    if (merge && last && !last.matrix && !matrix && sameFill(last.fill, fill)) last.d += ` ${d}`;
    else out.push({ d, fill, matrix });
  }
  return out;
}

function sameFill(a: Rgba, b: Rgba): boolean {
  return a.r === b.r && a.g === b.g && a.b === b.b && a.a === b.a;
}
