import { CourseFileError } from './course-file-error.ts';

// Dead Sea shore to above Everest: anything outside is a sensor or export error, not terrain.
const MIN_ELEVATION_M = -500;
const MAX_ELEVATION_M = 9000;

function numberOf(text: string): number {
  // Number('') is 0, which would put a point on Null Island instead of refusing it.
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A position, or null when a coordinate is missing, NaN or out of range. */
export function parsePosition(latText: string, lonText: string): [number, number] | null {
  const lat = numberOf(latText);
  const lon = numberOf(lonText);
  return lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180 ? [lat, lon] : null;
}

/** A broken course point refuses the file: guessing where the runner was would bend the course. */
export function readPosition(latText: string, lonText: string, pointIndex: number): [number, number] {
  const position = parsePosition(latText, lonText);
  if (!position) throw new CourseFileError('coordinateInvalid', { point: pointIndex + 1 });
  return position;
}

/** An implausible elevation is dropped (NaN) and interpolated later, not fatal. */
export function readElevation(text: string): number {
  const ele = numberOf(text);
  return ele >= MIN_ELEVATION_M && ele <= MAX_ELEVATION_M ? ele : Number.NaN;
}

export function readTime(text: string): number {
  return text === '' ? Number.NaN : Date.parse(text);
}
