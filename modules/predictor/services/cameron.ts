import { MI_PER_KM } from '../../../src/lib/units.ts';

/**
 * Dave Cameron's race-time model (1997, published on his "Cameron's race prediction" page and
 * quoted with metres as a = 13.49681 − 0.000030363·m + 835.7114 / m^0.7905): with the distance d
 * in miles the same curve reads a(d) = 13.49681 − 0.048865·d + 2.438936 / d^0.7905, since
 * 0.000030363 × 1609.344 = 0.048865 and 835.7114 / 1609.344^0.7905 = 2.438936.
 * T2 = T1 × (D2/D1) × a(D1)/a(D2): a(d) falls with distance, so the pace slows on longer races.
 * Meant for 400 m to the marathon; a(d) stays positive well past 200 km, the longest we ask.
 */
export function cameronPaceFactor(miles: number): number {
  return 13.49681 - 0.048865 * miles + 2.438936 / miles ** 0.7905;
}

export function cameronSeconds(seconds: number, fromKm: number, toKm: number): number {
  const from = fromKm * MI_PER_KM;
  const to = toKm * MI_PER_KM;
  return seconds * (toKm / fromKm) * (cameronPaceFactor(from) / cameronPaceFactor(to));
}
