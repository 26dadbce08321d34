/**
 * Race-day heat (docs/decisions/0027-race-day-conditions.md): Mark Hadley's temperature + dew
 * point rule (Maximum Performance Running, 2013). Add the air temperature and the dew point, both
 * in °F; at 100 or less the heat costs nothing, above it the pace slows by the chart's share:
 * 101–110 0–0.5 %, 111–120 0.5–1 %, 121–130 1–2 %, 131–140 2–3 %, 141–150 3–4.5 %, 151–160
 * 4.5–6 %, 161–170 6–8 %, 171–180 8–10 %; above 180 hard running is not recommended. The chart
 * gives ranges (fitness, size and acclimatisation vary); we take the straight line through each
 * range's ends, so the adjustment grows smoothly with the sum.
 */
const CHART: ReadonlyArray<readonly [sum: number, percent: number]> = [
  [100, 0],
  [110, 0.5],
  [120, 1],
  [130, 2],
  [140, 3],
  [150, 4.5],
  [160, 6],
  [170, 8],
  [180, 10],
];

/** Above this sum the rule advises against racing hard: the plan is kept at the chart's end, with a warning. */
const HEAT_SUM_LIMIT_F = 180;

export type TemperatureScale = 'C' | 'F';

export const toFahrenheit = (value: number, scale: TemperatureScale) => (scale === 'F' ? value : (value * 9) / 5 + 32);

export interface HeatAdjustment {
  /** Temperature + dew point, °F (the rule's index). */
  sumF: number;
  /** How much slower than in cool weather, per cent of the time (0 at a sum of 100 or less). */
  percent: number;
  /** The sum is past the chart (over 180): hard running is not recommended. */
  beyondChart: boolean;
}

export function heatAdjustment(temperature: number, dewPoint: number, scale: TemperatureScale): HeatAdjustment {
  const sumF = toFahrenheit(temperature, scale) + toFahrenheit(dewPoint, scale);
  const first = CHART[0]!;
  const last = CHART[CHART.length - 1]!;
  if (sumF <= first[0]) return { sumF, percent: 0, beyondChart: false };
  if (sumF >= last[0]) return { sumF, percent: last[1], beyondChart: sumF > HEAT_SUM_LIMIT_F };
  const k = CHART.findIndex(([sum]) => sum >= sumF);
  const [s0, p0] = CHART[k - 1]!;
  const [s1, p1] = CHART[k]!;
  return { sumF, percent: p0 + ((sumF - s0) / (s1 - s0)) * (p1 - p0), beyondChart: false };
}
