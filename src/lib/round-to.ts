/** `value` rounded to the nearest 1/`factor` (100: centimetres of metres), never −0 (JSON would not keep the sign). */
export function roundTo(value: number, factor: number): number {
  return Math.round(value * factor) / factor || 0;
}
