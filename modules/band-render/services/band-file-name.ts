import type { BandPlan } from '../../pacing/index.ts';

// No rendering import here: the CLI and the API name files without loading the renderer.

/** h-mm-ss (or mm-ss) of a goal, for file names. */
function goalName(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h ? `${h}-${two(Math.floor((s % 3600) / 60))}-${two(s % 60)}` : `${two(Math.floor(s / 60))}-${two(s % 60)}`;
}

/** The file of plan `index` of `count`: `base.ext` alone, else `base-<n>-<goal>.ext` (n from 1). */
export function bandFileName(base: string, ext: string, plan: BandPlan, index: number, count: number): string {
  return count === 1 ? `${base}.${ext}` : `${base}-${index + 1}-${goalName(plan.totalSeconds)}.${ext}`;
}
