/** The value at fraction `q` of the sorted samples (index ⌊n·q⌋, no interpolation); NaN when empty. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

/** The median, the mean of the two middle samples when their count is even (NaN when empty). */
export function midMedian(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}
