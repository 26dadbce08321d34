/**
 * SVG path data → PDF path operators, as text. pdf-lib's drawSvgPath does the same job but builds
 * one JS object per operator: a marathon band has ~28 000 of them, and that alone took longer than
 * Satori's whole render (docs/decisions/0005-band-rendering.md). This scanner writes the operators
 * straight into a string.
 *
 * Satori rounds coordinates to 0.1 px, so they are read as whole tenths, and the output unit is
 * 1/30 px: then the cubic control points of a quadratic (P0 + 2/3·(Q − P0)) are whole numbers
 * too, and no float is ever formatted. The caller's transform divides by PATH_UNITS_PER_PX.
 */
import type { ByteWriter } from './byte-writer.ts';

export const PATH_UNITS_PER_PX = 30;

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** Reads numbers as whole tenths; exponents (which Satori does not write) go through parseFloat. */
function scanNumbers(d: string, at: number, into: number[]): number {
  const n = d.length;
  let i = at;
  while (i < n) {
    let c = d.charCodeAt(i);
    if (c === 32 || c === 44 || c === 10 || c === 9 || c === 13) {
      i++;
      continue;
    }
    if (!(c === 45 || c === 43 || c === 46 || (c >= 48 && c <= 57))) break;
    const start = i;
    let sign = 1;
    if (c === 45 || c === 43) {
      sign = c === 45 ? -1 : 1;
      c = d.charCodeAt(++i);
    }
    let whole = 0;
    while (c >= 48 && c <= 57) {
      whole = whole * 10 + c - 48;
      c = d.charCodeAt(++i);
    }
    let tenths = whole * 10;
    if (c === 46) {
      c = d.charCodeAt(++i);
      let place = 0;
      let rest = 0;
      while (c >= 48 && c <= 57) {
        if (place === 0) tenths += c - 48;
        else if (place === 1) rest = c - 48;
        place++;
        c = d.charCodeAt(++i);
      }
      if (rest >= 5) tenths++;
    }
    if (c === 101 || c === 69) {
      i++;
      c = d.charCodeAt(i);
      if (c === 45 || c === 43) c = d.charCodeAt(++i);
      while (c >= 48 && c <= 57) c = d.charCodeAt(++i);
      tenths = Math.round(Number.parseFloat(d.slice(start, i)) * 10);
      sign = 1;
    }
    into.push(sign * tenths);
  }
  return i;
}

/** The pen's point (tenths of a pixel, written in 1/30 px) and a move (`m`) or line (`l`) operator. */
function penTo(w: ByteWriter, x: number, y: number, operator: 'm' | 'l'): void {
  w.int(x * 3)
    .int(y * 3)
    .op(operator);
}

/** A cubic Bézier (`c`) to (x3, y3) through two control points, all already in 1/30 px. */
function curveTo(w: ByteWriter, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void {
  w.int(x1).int(y1).int(x2).int(y2).int(x3).int(y3).op('c');
}

// Written without inner closures or string building on purpose: this loop runs ~30 000 times per band.
export function svgPathToPdf(d: string, w: ByteWriter): void {
  // Current point, subpath start and reflection points, all in tenths of a pixel.
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0,
    cx = 0,
    cy = 0,
    qx = 0,
    qy = 0;
  let last = '';
  const args: number[] = [];
  const n = d.length;
  let i = 0;
  while (i < n) {
    const command = d[i] ?? '';
    const upper = command.toUpperCase();
    const arity = ARITY[upper];
    if (arity === undefined) {
      i++;
      continue;
    }
    args.length = 0;
    i = scanNumbers(d, i + 1, args);
    const rel = command !== upper;
    if (arity === 0) {
      w.op('h');
      x = sx;
      y = sy;
      last = upper;
      continue;
    }
    let op = upper;
    for (let a = 0; a + arity <= args.length; a += arity) {
      const ox = rel ? x : 0;
      const oy = rel ? y : 0;
      const a0 = args[a] ?? 0,
        a1 = args[a + 1] ?? 0,
        a2 = args[a + 2] ?? 0,
        a3 = args[a + 3] ?? 0;
      switch (op) {
        case 'M':
          x = sx = a0 + ox;
          y = sy = a1 + oy;
          penTo(w, x, y, 'm');
          op = 'L';
          break;
        case 'L':
          x = a0 + ox;
          y = a1 + oy;
          penTo(w, x, y, 'l');
          break;
        case 'H':
          x = a0 + ox;
          penTo(w, x, y, 'l');
          break;
        case 'V':
          y = a0 + oy;
          penTo(w, x, y, 'l');
          break;
        case 'C':
        case 'S': {
          let x1 = a0 + ox,
            y1 = a1 + oy,
            x2 = a2 + ox,
            y2 = a3 + oy;
          let ex = (args[a + 4] ?? 0) + ox,
            ey = (args[a + 5] ?? 0) + oy;
          if (op === 'S') {
            const smooth = last === 'C' || last === 'S';
            ex = x2;
            ey = y2;
            x2 = x1;
            y2 = y1;
            x1 = smooth ? 2 * x - cx : x;
            y1 = smooth ? 2 * y - cy : y;
          }
          curveTo(w, x1 * 3, y1 * 3, x2 * 3, y2 * 3, ex * 3, ey * 3);
          cx = x2;
          cy = y2;
          x = ex;
          y = ey;
          break;
        }
        case 'Q':
        case 'T': {
          let px = a0 + ox,
            py = a1 + oy,
            ex = a2 + ox,
            ey = a3 + oy;
          if (op === 'T') {
            const smooth = last === 'Q' || last === 'T';
            ex = px;
            ey = py;
            px = smooth ? 2 * x - qx : x;
            py = smooth ? 2 * y - qy : y;
          }
          // P0 + 2/3·(Q − P0) in 1/30 px is P0 + 2·Q in tenths: whole numbers, no rounding.
          curveTo(w, x + 2 * px, y + 2 * py, ex + 2 * px, ey + 2 * py, ex * 3, ey * 3);
          qx = px;
          qy = py;
          x = ex;
          y = ey;
          break;
        }
        // Arcs only come from rounded corners, which the band tree does not use: a chord will do.
        case 'A':
          x = (args[a + 5] ?? 0) + ox;
          y = (args[a + 6] ?? 0) + oy;
          penTo(w, x, y, 'l');
          break;
      }
      last = op === 'L' && upper === 'M' ? 'L' : upper;
    }
  }
}
