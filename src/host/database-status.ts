/**
 * Whether the server is waiting for its database (DATABASE_URL unreachable at start): pages answer
 * the 503 page, the API a 503, /healthz 503, while `npm start` retries in the background
 * (src/host/startup.server.ts). Kept on a global symbol, so that every copy of this module in one
 * process (the dev server's and the built bundle's chunks) sees one state.
 */
export interface DatabaseStatus {
  waiting: boolean;
  /** Why, for /healthz and the log (no secrets: the URL is never included). */
  reason?: string;
}

const KEY = Symbol.for('paceband.database-status');
type Holder = { [KEY]?: DatabaseStatus };

export function databaseStatus(): DatabaseStatus {
  return ((globalThis as Holder)[KEY] ??= { waiting: false });
}

export function setDatabaseWaiting(reason: string): void {
  (globalThis as Holder)[KEY] = { waiting: true, reason };
}

export function setDatabaseReady(): void {
  (globalThis as Holder)[KEY] = { waiting: false };
}
