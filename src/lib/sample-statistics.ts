/** The value at fraction `q` of the sorted samples (index ⌊n·q⌋, no interpolation); NaN when empty. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}
