import { oxygenCost } from './daniels-vdot.ts';

/**
 * Maximal aerobic speed (MAS; French VAM, "vitesse aérobie maximale"): the speed whose oxygen cost
 * is the runner's VO2max. With Daniels & Gilbert's oxygen cost of running (the relation behind
 * VDOT, J. Daniels & J. Gilbert, "Oxygen Power", 1979), VO2 = −4.60 + 0.182258·v + 0.000104·v²
 * (ml/kg/min, v in m/min), the speed at VO2 = VDOT is the positive root of
 * 0.000104·v² + 0.182258·v − (4.60 + VDOT) = 0. A runner holds it for about 10 minutes, so it is
 * faster than their 5 km pace (VDOT 50: 15.6 km/h, 3:50/km, against 3:59/km over 5 km).
 * (The former VDOT / 3.5, Léger & Mercier's 1984 treadmill cost, came out slower than the 5 km
 * pace that produced the VDOT: it mixes two different costs of running.)
 */
export function maximalAerobicSpeedKmh(vo2max: number): number {
  const a = 0.000104;
  const b = 0.182258;
  const c = -(4.6 + vo2max);
  const metresPerMinute = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
  return (metresPerMinute * 60) / 1000;
}

/** Check: the oxygen cost at the MAS is the VO2max itself. */
export function oxygenCostAtKmh(kmh: number): number {
  return oxygenCost((kmh * 1000) / 60);
}

/** Seconds per kilometre at a speed in km/h. */
export function paceSecondsPerKm(kmh: number): number {
  return 3600 / kmh;
}
