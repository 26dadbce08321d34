import { distanceBracket, MAX_AGE, MIN_AGE, roadStandards, type Sex } from './road-age-standards.ts';

/**
 * Age grading with the 2020 road tables (docs/decisions/0009-predictor.md). Between two table
 * distances the factor is interpolated linearly and the open standard geometrically, both on a
 * log-distance scale: the tables themselves vary smoothly that way, and a 7 km race then sits
 * between 6 km and 4 mi instead of snapping to either.
 */
export interface AgeGrade {
  /** Age factor (≤ 1): the age's standard is the open standard divided by it. */
  factor: number;
  /** The time a runner in the open class would have run: time × factor. */
  gradedSeconds: number;
  /** Open-class standard for this distance, seconds. */
  openSeconds: number;
  /** Performance against the age standard, percent. */
  percent: number;
}

export function ageFactor(sex: Sex, age: number, km: number): number | null {
  if (!Number.isInteger(age) || age < MIN_AGE || age > MAX_AGE) return null;
  const bracket = distanceBracket(km);
  const row = roadStandards(sex).factors[age - MIN_AGE];
  if (!bracket || !row) return null;
  const lo = row[bracket.lower]! / 10_000;
  const hi = row[bracket.upper]! / 10_000;
  return lo + (hi - lo) * bracket.weight;
}

export function openStandardSeconds(sex: Sex, km: number): number | null {
  const bracket = distanceBracket(km);
  if (!bracket) return null;
  const open = roadStandards(sex).openSeconds;
  const lo = open[bracket.lower]!;
  const hi = open[bracket.upper]!;
  return lo * (hi / lo) ** bracket.weight;
}

export function ageGrade(sex: Sex, age: number, km: number, seconds: number): AgeGrade | null {
  const factor = ageFactor(sex, age, km);
  const openSeconds = openStandardSeconds(sex, km);
  if (factor === null || openSeconds === null || !(seconds > 0)) return null;
  return { factor, gradedSeconds: seconds * factor, openSeconds, percent: (openSeconds / factor / seconds) * 100 };
}
