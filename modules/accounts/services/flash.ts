import { randomBytes } from 'node:crypto';

/** What a form handler leaves for the page it redirects to (POST-redirect-GET). */
export interface Flash {
  /** Which form answered, e.g. "login" or "address", so the profile page puts errors in the right place. */
  form: string;
  /** Field errors; the page shows the first of each field (SPEC 8). */
  errors: Record<string, string[]>;
  message?: { kind: 'success' | 'error'; text: string };
  /** What the user typed, to fill the form again. Never a password. */
  values: Record<string, string>;
}

export const FLASH_COOKIE = 'paceband_flash';
const TTL_MS = 2 * 60_000;
const store = new Map<string, { flash: Flash; expires: number }>();

/**
 * Kept in memory (one container, like the rate limits) under a random id; the cookie carries
 * only the id, so nothing the user typed travels in a cookie. Read once, then gone.
 */
export function putFlash(flash: Flash, now = Date.now()): string {
  for (const [key, entry] of store) if (entry.expires < now) store.delete(key);
  const id = randomBytes(16).toString('base64url');
  store.set(id, { flash, expires: now + TTL_MS });
  return id;
}

export function takeFlash(id: string | undefined, now = Date.now()): Flash | null {
  if (!id) return null;
  const entry = store.get(id);
  store.delete(id);
  return entry && entry.expires >= now ? entry.flash : null;
}

export function flashCookie(id: string, secure: boolean): string {
  return `${FLASH_COOKIE}=${id}; Path=/; Max-Age=${TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The flash id from a Cookie header. */
export function flashIdFrom(cookieHeader: string | null): string | undefined {
  const raw = (cookieHeader ?? '').split(/;\s*/).find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  return raw?.slice(FLASH_COOKIE.length + 1) || undefined;
}
