/**
 * Jack Daniels and Jimmy Gilbert, "Oxygen Power: Performance Tables for Distance Runners"
 * (1979), the model behind the VDOT tables of "Daniels' Running Formula":
 * - oxygen cost of running at v metres per minute: VO2 = −4.60 + 0.182258·v + 0.000104·v²;
 * - the fraction of VO2max a runner holds for t minutes:
 *   0.8 + 0.1894393·e^(−0.012778·t) + 0.2989558·e^(−0.1932605·t);
 * - VDOT = VO2 / fraction, the "effective VO2max" of one performance.
 * A prediction is the time at which another distance gives the same VDOT.
 */
export function oxygenCost(metresPerMinute: number): number {
  return -4.6 + 0.182258 * metresPerMinute + 0.000104 * metresPerMinute ** 2;
}

export function sustainableFraction(minutes: number): number {
  return 0.8 + 0.1894393 * Math.exp(-0.012778 * minutes) + 0.2989558 * Math.exp(-0.1932605 * minutes);
}

export function vdot(km: number, seconds: number): number {
  const minutes = seconds / 60;
  return oxygenCost((km * 1000) / minutes) / sustainableFraction(minutes);
}

/**
 * The time over `km` that scores `target`. VDOT falls as the time grows (the cost term dominates
 * the fraction term at every duration a runner can run), so bisection on a wide bracket is safe
 * and needs no starting guess; 100 halvings of a week leave far less than a millisecond.
 */
export function secondsForVdot(target: number, km: number): number {
  let fast = 1;
  let slow = 7 * 24 * 3600;
  for (let i = 0; i < 100; i++) {
    const mid = (fast + slow) / 2;
    if (vdot(km, mid) > target) fast = mid;
    else slow = mid;
  }
  return (fast + slow) / 2;
}

export function vdotSeconds(seconds: number, fromKm: number, toKm: number): number {
  return secondsForVdot(vdot(fromKm, seconds), toKm);
}
