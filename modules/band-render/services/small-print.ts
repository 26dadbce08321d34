import { textWidthEm } from './font-cache.ts';
import { truncateToFit } from './text-fit.ts';
import type { FontMetrics } from './woff-metrics.ts';

/** The course note takes at most this many lines of the header; what does not fit is cut with an ellipsis. */
export const NOTE_MAX_LINES = 4;

/**
 * `text` broken at spaces into lines that fit `widthPt` at `sizePt`, at most `maxLines` (the
 * last cut with an ellipsis when the text goes on); a word wider than the band is cut too.
 */
export function wrapToFit(metrics: FontMetrics, text: string, widthPt: number, sizePt: number, maxLines: number): string[] {
  const fits = (line: string) => textWidthEm(metrics, line) * sizePt <= widthPt;
  const lines: string[] = [];
  let line = '';
  // Broken at plain spaces only: a no-break space ("79 m", French " :") holds its words together.
  const words = text.split(/ +/).filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const longer = line ? `${line} ${word}` : word;
    if (fits(longer)) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      // No room for what is left: the last line ends with an ellipsis.
      const last = lines.pop() ?? '';
      lines.push(`${last} ${words.slice(i).join(' ')}`);
      return lines.map((l) => truncateToFit(metrics, l, widthPt, sizePt));
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) lines.length = maxLines;
  return lines.map((l) => truncateToFit(metrics, l, widthPt, sizePt));
}
