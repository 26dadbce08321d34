import { FLASH_TTL_MS } from '../../db/flash-store.ts';

export const FLASH_COOKIE = 'paceband_flash';

/** The cookie carries only the flash's random id (the flash itself is in the database). */
export function flashCookie(id: string, secure: boolean): string {
  return `${FLASH_COOKIE}=${id}; Path=/; Max-Age=${FLASH_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The flash id from a Cookie header. */
export function flashIdFrom(cookieHeader: string | null): string | undefined {
  const raw = (cookieHeader ?? '').split(/;\s*/).find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  return raw?.slice(FLASH_COOKIE.length + 1) || undefined;
}
