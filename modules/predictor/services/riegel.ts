/**
 * Riegel's endurance model: T2 = T1 × (D2/D1)^k, k = 1.06 by default.
 * Source: Peter S. Riegel, "Athletic Records and Human Endurance", American Scientist 69(3),
 * 285–290 (1981); 1.06 is his fit for running from about 3.5 to 230 minutes. The exponent is
 * adjustable because runners with more endurance than speed fit better with a lower one.
 */
export const RIEGEL_EXPONENT = { default: 1.06, min: 1, max: 1.2 } as const;

export function riegelSeconds(seconds: number, fromKm: number, toKm: number, exponent: number = RIEGEL_EXPONENT.default): number {
  return seconds * (toKm / fromKm) ** exponent;
}
