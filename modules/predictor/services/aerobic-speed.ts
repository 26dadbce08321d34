/**
 * Maximal aerobic speed (VAM, French "vitesse aérobie maximale") from a VO2max estimate, with the
 * running cost of Léger & Mercier, "Gross energy cost of horizontal treadmill and track running",
 * Sports Medicine 1 (1984): VO2 (ml/kg/min) ≈ 3.5 × speed (km/h).
 */
export const ML_PER_KG_MIN_PER_KMH = 3.5;

export function maximalAerobicSpeedKmh(vo2max: number): number {
  return vo2max / ML_PER_KG_MIN_PER_KMH;
}

/** Seconds per kilometre at a speed in km/h. */
export function paceSecondsPerKm(kmh: number): number {
  return 3600 / kmh;
}
