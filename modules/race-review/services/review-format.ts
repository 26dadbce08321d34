/** Seconds as H:MM:SS (or M:SS under an hour); `signed` puts + or − in front (a delta). */
export function formatClock(seconds: number, signed = false): string {
  const sign = seconds < 0 ? '−' : signed ? '+' : '';
  const s = Math.round(Math.abs(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${sign}${h > 0 ? `${h}:` : ''}${mm}:${String(r).padStart(2, '0')}`;
}
