/** Caps against hostile or absurd uploads; see docs/decisions/0003-course-engine.md. */
export interface CourseFileLimits {
  /** Largest accepted upload, bytes. */
  maxBytes: number;
  /** Largest KML accepted once unpacked from a KMZ, bytes. */
  maxUncompressedBytes: number;
}

export const DEFAULT_LIMITS: CourseFileLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxUncompressedBytes: 50 * 1024 * 1024,
};

/** A KMZ is one KML plus a few icons; thousands of entries only serve to exhaust us. */
export const MAX_ARCHIVE_ENTRIES = 1000;

/** ~ 140 hours of 1 s recording: more than any race; bounds memory of the typed arrays. */
export const MAX_POINTS = 500_000;

/** Waypoints beyond this are ignored: nobody plans a band around 5,000 aid stations. */
export const MAX_WAYPOINTS = 2000;

/** Shorter than a track lap is not a race course (and makes grades meaningless). */
export const MIN_COURSE_M = 100;

export function resolveLimits(options: Partial<CourseFileLimits> | undefined): CourseFileLimits {
  return {
    maxBytes: positive(options?.maxBytes) ?? DEFAULT_LIMITS.maxBytes,
    maxUncompressedBytes: positive(options?.maxUncompressedBytes) ?? DEFAULT_LIMITS.maxUncompressedBytes,
  };
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}
