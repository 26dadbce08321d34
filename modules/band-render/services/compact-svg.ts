/**
 * Satori writes every glyph outline in absolute coordinates, so the same "4" at another place is
 * another string and compression finds little to share (a marathon band: 384 KB, 104 KB gzipped).
 * Written relative to the pen (`m l q c z`), each glyph is the same string wherever it stands and
 * gzip shares it: about 240 KB, 18 KB gzipped. Only paths made of M, L, Q, C and Z (Satori's text)
 * are rewritten; anything else is left as it was. Each point is placed relative to where the
 * previous one was written, so rounding never accumulates (every point within 0.05 of its place).
 */
const PATH_DATA = / d="([MLQCZ][^"]*)"/g;
const ONLY_MLQCZ = /^[MLQCZ\d\s.,eE+-]*$/;
const TOKEN = /[MLQCZ]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;
const ARITY: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** Tenths, as an integer (the path is rewritten in whole tenths, so sums stay exact). */
const tenths = (value: number) => Math.round(value * 10);

function text(delta: number, first: boolean): string {
  const value = delta % 10 === 0 ? String(delta / 10) : (delta / 10).toFixed(1);
  // A minus sign separates numbers by itself.
  return first || delta < 0 ? value : ` ${value}`;
}

export function relativePathData(d: string): string {
  if (!ONLY_MLQCZ.test(d)) return d;
  const tokens = d.match(TOKEN) ?? [];
  const out: string[] = [];
  // Where the pen is as written (in tenths), and where the subpath started.
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let i = 0;
  while (i < tokens.length) {
    const command = tokens[i++]!;
    const arity = ARITY[command];
    if (arity === undefined) return d;
    if (command === 'Z') {
      out.push('z');
      x = startX;
      y = startY;
      continue;
    }
    let pairs = 0;
    while (i < tokens.length && ARITY[tokens[i]!] === undefined) {
      if (i + arity > tokens.length) return d;
      // After the first pair, more pairs of an M are lines.
      out.push(command === 'M' && pairs > 0 ? 'l' : command.toLowerCase());
      let endX = x;
      let endY = y;
      for (let k = 0; k < arity; k += 2) {
        const px = tenths(Number(tokens[i + k]));
        const py = tenths(Number(tokens[i + k + 1]));
        if (!Number.isFinite(px) || !Number.isFinite(py)) return d;
        out.push(text(px - x, k === 0), text(py - y, false));
        endX = px;
        endY = py;
      }
      i += arity;
      x = endX;
      y = endY;
      if (command === 'M' && pairs === 0) {
        startX = x;
        startY = y;
      }
      pairs++;
    }
    if (pairs === 0) return d;
  }
  return out.join('');
}

/** The same SVG with its glyph paths written relative (see above). */
export function compactSvgPaths(svg: string): string {
  return svg.replace(PATH_DATA, (_, d: string) => ` d="${relativePathData(d)}"`);
}
