import { randomBytes } from 'node:crypto';
import type { EntityManager } from './orm.server.ts';

/** What a form handler leaves for the page it redirects to (post-redirect-get). */
export interface Flash {
  /** Which form answered, e.g. "login" or "address", so a page with several forms puts errors in the right place. */
  form: string;
  /** Field errors; the page shows the first of each field (SPEC 8). */
  errors: Record<string, string[]>;
  /** The form's general message; `title` is SPEC 8's notification title (Success, Whoops!), set by the form kit. */
  message?: { kind: 'success' | 'error'; text: string; title?: string };
  /** What the user typed, to fill the form again. Never a password. */
  values: Record<string, string>;
}

export const FLASH_TTL_MS = 2 * 60_000;

/**
 * Stored in PostgreSQL (table form_flash) under a random id, so every replica can read it and
 * nothing the user typed travels in a cookie. Read once, then gone; expired rows are swept on write.
 */
export async function putFlash(em: EntityManager, flash: Flash, now = new Date()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const connection = em.getConnection();
  await connection.execute('delete from form_flash where expires_at < ?', [now]);
  await connection.execute('insert into form_flash (id, payload, expires_at) values (?, ?, ?)', [
    id,
    // jsonb refuses \u0000 (a 500): a NUL typed in any field is dropped from what the form shows again.
    JSON.stringify(flash, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value)),
    new Date(now.getTime() + FLASH_TTL_MS),
  ]);
  return id;
}

export async function takeFlash(em: EntityManager, id: string | undefined, now = new Date()): Promise<Flash | null> {
  if (!id || !/^[\w-]{1,32}$/.test(id)) return null;
  const rows = await em
    .getConnection()
    .execute<Array<{ payload: Flash | string; expires_at: Date }>>('delete from form_flash where id = ? returning payload, expires_at', [
      id,
    ]);
  const row = rows[0];
  if (!row || new Date(row.expires_at) < now) return null;
  return typeof row.payload === 'string' ? (JSON.parse(row.payload) as Flash) : row.payload;
}
