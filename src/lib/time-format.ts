/**
 * Race-clock durations as printed on bands and typed into forms.
 * Whole seconds only: a band never shows tenths, and rounding is the caller's decision
 * (the pacing engine rounds elapsed times, never splits).
 */

/** 65 → "1:05", 3725 → "1:02:05", 5 → "0:05", -65 → "-1:05". Rounds to the nearest second. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) throw new RangeError(`not a duration: ${seconds}`);
  const total = Math.round(Math.abs(seconds));
  const sign = seconds < 0 && total > 0 ? '-' : '';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  if (h > 0) return `${sign}${h}:${String(m).padStart(2, '0')}:${ss}`;
  return `${sign}${m}:${ss}`;
}

const CLOCK = /^(?:(\d+):([0-5]\d):([0-5]\d)|(\d+):([0-5]\d))$/;

/**
 * Parses "H:MM:SS" or "MM:SS" (minutes may exceed 59 in the short form: "75:00" is 1:15:00).
 * Returns null for anything else so that forms can attach their own message.
 */
export function parseDuration(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const [, h, m, s, mm, ss] = match;
  if (h !== undefined && m !== undefined && s !== undefined) {
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  }
  return Number(mm) * 60 + Number(ss);
}
