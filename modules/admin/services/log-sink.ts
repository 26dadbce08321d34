import { getOrm } from '../../../src/db/orm.server.ts';
import { deleteLogsBefore, insertLogs, type LogRow } from '../data/log.repository.ts';
import { adminEnv } from '../env.server.ts';
import { redact } from './redact.ts';

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const FLUSH_MS = 2000;
const MAX_BUFFER = 2000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** One pino JSON line as a row of the log table (redacted), or null when it is not one or is below the level kept. */
export function toLogRow(line: string, minLevel: number): LogRow | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = typeof parsed.level === 'number' ? parsed.level : 30;
  if (level < minLevel) return null;
  const { time, level: _level, msg, reqId, userId, path, pid: _pid, hostname: _hostname, ...rest } = parsed;
  const str = (v: unknown, max: number) => (typeof v === 'string' && v ? v.slice(0, max) : null);
  return {
    at: new Date(typeof time === 'number' ? time : Date.now()),
    level,
    msg: String(redact(typeof msg === 'string' ? msg : '')).slice(0, 4000),
    reqId: str(reqId, 64),
    userId: str(userId, 64),
    path: str(path, 500),
    data: redact(rest) as Record<string, unknown>,
  };
}

const buffer: LogRow[] = [];
let timer: NodeJS.Timeout | undefined;
let lastPrune = 0;
/** The batch being written, if any. */
let writing: Promise<void> | undefined;

function flush(): Promise<void> {
  timer = undefined;
  if (!writing && buffer.length > 0) writing = write(buffer.splice(0)).finally(() => (writing = undefined));
  return writing ?? Promise.resolve();
}

async function write(rows: LogRow[]): Promise<void> {
  try {
    const orm = await getOrm();
    await insertLogs(orm.em, rows);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await deleteLogsBefore(orm.em, new Date(Date.now() - adminEnv().LOG_RETENTION_DAYS * 86_400_000));
    }
  } catch (error) {
    // Not through the logger: that would feed this sink again.
    process.stderr.write(`log sink: ${rows.length} lines not stored: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

/**
 * The log viewer's copy of the server log: the host hands every line here; lines at or above
 * LOG_DB_LEVEL are redacted and written to PostgreSQL in batches (every 2 s), and lines older
 * than LOG_RETENTION_DAYS are deleted once an hour.
 */
export function storeLogLine(line: string): void {
  if (!process.env.DATABASE_URL) return;
  const row = toLogRow(line, LEVELS[adminEnv().LOG_DB_LEVEL] ?? 30);
  if (!row) return;
  if (buffer.length < MAX_BUFFER) buffer.push(row);
  timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
}

/**
 * Writes every line still waiting for its batch, after the batch being written: the server calls
 * it as it shuts down, before the database pool closes, so the last two seconds of log (often the
 * lines that explain a restart) are kept.
 */
export async function flushLogLines(): Promise<void> {
  clearTimeout(timer);
  await writing;
  await flush();
}
