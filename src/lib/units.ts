/**
 * Unit conversions with the factors of the product spec. Display helpers round the way race
 * organisers name distances, so "16.1 km" reads as "10 mi" and "26.2 mi" as the marathon.
 */
export type LengthUnit = 'km' | 'mi';

export const MI_PER_KM = 0.62137119;
export const KM_PER_MI = 1.609344;
const LB_PER_KG = 2.20462262185;

export function metresPerUnit(unit: LengthUnit): number {
  return unit === 'km' ? 1000 : KM_PER_MI * 1000;
}

export function metresToUnit(metres: number, unit: LengthUnit): number {
  return metres / metresPerUnit(unit);
}

export function unitToMetres(value: number, unit: LengthUnit): number {
  return value * metresPerUnit(unit);
}

export function otherUnit(unit: LengthUnit): LengthUnit {
  return unit === 'km' ? 'mi' : 'km';
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Kilometres to miles for display, one decimal: 16.1 → 10, 42.195 → 26.2. */
export function kmToMiDisplay(km: number): number {
  return roundTo(km * MI_PER_KM, 1);
}

// Official race distances whose mile names do not convert back exactly at one decimal.
const OFFICIAL_MI_TO_KM: ReadonlyMap<number, number> = new Map([
  [26.2, 42.195],
  [13.1, 21.0975],
  [6.2, 10],
  [12.4, 20],
  [18.6, 30],
]);

/** The official kilometre distance a mile figure names (26.2 → 42.195), if it is one of them. */
export function officialKmForMi(mi: number): number | undefined {
  return OFFICIAL_MI_TO_KM.get(roundTo(mi, 1));
}

/** Miles to kilometres for display, one decimal, except the official distances (26.2 → 42.195). */
export function miToKmDisplay(mi: number): number {
  return officialKmForMi(mi) ?? roundTo(mi * KM_PER_MI, 1);
}

export function kgToLb(kg: number): number {
  return kg * LB_PER_KG;
}

export function lbToKg(lb: number): number {
  return lb / LB_PER_KG;
}
