import { textWidthEm } from './font-cache.ts';
import type { FontMetrics } from './woff-metrics.ts';

/** Largest size in [min, max] at which `text` fits `widthPt`, or min when none does. */
export function fitSize(metrics: FontMetrics, text: string, widthPt: number, min: number, max: number): number {
  const em = textWidthEm(metrics, text);
  if (em === 0) return max;
  return Math.max(min, Math.min(max, widthPt / em));
}

/** `text` cut with an ellipsis so that it fits `widthPt` at `sizePt`. */
export function truncateToFit(metrics: FontMetrics, text: string, widthPt: number, sizePt: number): string {
  if (textWidthEm(metrics, text) * sizePt <= widthPt) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidthEm(metrics, `${chars.join('').trimEnd()}\u2026`) * sizePt > widthPt) chars.pop();
  return `${chars.join('').trimEnd()}\u2026`;
}
