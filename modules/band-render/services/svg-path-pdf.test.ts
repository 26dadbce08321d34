import fc from 'fast-check';
import { degrees, drawSvgPath, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer.ts';
import { PATH_UNITS_PER_PX, svgPathToPdf } from './svg-path-pdf.ts';

function compile(d: string): Array<{ op: string; args: number[] }> {
  const w = new ByteWriter();
  svgPathToPdf(d, w);
  return new TextDecoder()
    .decode(w.toBytes())
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.split(' ');
      const op = parts.pop() ?? '';
      return { op, args: parts.map((n) => Number(n) / PATH_UNITS_PER_PX) };
    });
}

const coord = fc.integer({ min: -5000, max: 5000 }).map((n) => n / 10);
const pair = fc.tuple(coord, coord).map(([x, y]) => `${x} ${y}`);
const segment = fc.oneof(
  pair.map((p) => `L${p}`),
  pair.map((p) => `l${p}`),
  coord.map((x) => `H${x}`),
  coord.map((y) => `v${y}`),
  fc.tuple(pair, pair, pair).map(([a, b, c]) => `C${a} ${b} ${c}`),
  fc.constant('Z'),
);
const path = fc.tuple(pair, fc.array(segment, { minLength: 1, maxLength: 12 })).map(([m, s]) => `M${m}${s.join('')}`);

describe('svgPathToPdf', () => {
  it('matches pdf-lib operator for operator on lines and cubics (no quadratics)', () => {
    fc.assert(
      fc.property(path, (d) => {
        const mine = compile(d);
        const theirs = drawSvgPath(d, {
          x: 0,
          y: 0,
          rotate: degrees(0),
          scale: 1,
          color: rgb(0, 0, 0),
          borderColor: undefined,
          borderWidth: 0,
        })
          .map((o) => {
            const [op = '', ...args] = o.toString().split(' ').reverse();
            return { op, args: args.reverse().map(Number) };
          })
          .filter((o) => ['m', 'l', 'c', 'h'].includes(o.op));
        expect(mine.map((o) => o.op)).toEqual(theirs.map((o) => o.op));
        mine.forEach((o, i) => o.args.forEach((v, j) => expect(v).toBeCloseTo(theirs[i]?.args[j] ?? NaN, 3)));
      }),
    );
  });

  it('turns a quadratic into the exactly equivalent cubic', () => {
    // pdf-lib writes Q as a `v` curve (first control point = current point), which bends glyph
    // outlines; degree elevation is exact, so the cubic must pass through the quadratic's points.
    fc.assert(
      fc.property(coord, coord, coord, coord, coord, coord, (x0, y0, qx, qy, x1, y1) => {
        const [, curve] = compile(`M${x0} ${y0}Q${qx} ${qy} ${x1} ${y1}`);
        expect(curve?.op).toBe('c');
        const [c1x = 0, c1y = 0, c2x = 0, c2y = 0, ex = 0, ey = 0] = curve?.args ?? [];
        for (const t of [0.2, 0.5, 0.8]) {
          const u = 1 - t;
          const qxAt = u * u * x0 + 2 * u * t * qx + t * t * x1;
          const qyAt = u * u * y0 + 2 * u * t * qy + t * t * y1;
          const cxAt = u ** 3 * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t ** 3 * ex;
          const cyAt = u ** 3 * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t ** 3 * ey;
          expect(Math.abs(qxAt - cxAt)).toBeLessThan(1e-6);
          expect(Math.abs(qyAt - cyAt)).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('reads implicit linetos after a moveto, relative moves and smooth curves', () => {
    const ops = compile('M1 2 3 4 5 6m1 1q1 0 2 2t2 0s1 1 2 0z');
    expect(ops.map((o) => o.op)).toEqual(['m', 'l', 'l', 'm', 'c', 'c', 'c', 'h']);
    expect(ops[1]?.args).toEqual([3, 4]);
    expect(ops[3]?.args).toEqual([6, 7]);
    // t reflects the previous control point (7, 7) about the current point (8, 9) → (9, 11).
    const t = ops[5]?.args ?? [];
    expect(t[4]).toBeCloseTo(10);
    expect(t[5]).toBeCloseTo(9);
    expect(t[0]).toBeCloseTo(8 + (2 / 3) * (9 - 8));
  });
});
