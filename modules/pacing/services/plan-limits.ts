/** How much one order may ask for: the settings' shape and the cross-field checks both read these. */
export const MAX_ROWS = 300;
export const MAX_BANDS = 20;
export const MAX_COPIES = 100;
/** The dials' ranges (docs/decisions/0024-terrain-rows-and-dials.md). */
export const UPHILL_EFFORT = { min: 0, max: 2 } as const;
export const DOWNHILL_EFFORT = { min: 0, max: 1.5 } as const;
export const NEGATIVE_SPLIT_PERCENT = { min: -10, max: 10 } as const;
/** The shortest terrain row, metres. */
export const MIN_TERRAIN_ROW_M = 200;
/** Race-day conditions accepted, °C (a dew point is never above the temperature). */
export const TEMPERATURE_C = { min: -20, max: 45 } as const;
export const DEW_POINT_C = { min: -30, max: 35 } as const;
/** A planned fade, seconds per band unit. */
export const FADE_SECONDS = { min: 1, max: 120 } as const;
