import { singleLineText } from '../../../src/lib/plain-text.ts';
import type { LogFilter } from '../data/log.repository.ts';

/** pino's level numbers by name. */
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

const utc = (value: string | null) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value ?? '');
  const date = match ? new Date(`${match[1]}T${match[2]}:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** The log viewer's query string as a repository filter, and the values to show back in its form. */
export function parseLogFilter(params: URLSearchParams): {
  filter: LogFilter;
  form: Record<'level' | 'from' | 'to' | 'reqId' | 'user' | 'path', string>;
} {
  const level = (params.get('level') ?? 'info') as keyof typeof LOG_LEVELS;
  const minLevel = LOG_LEVELS[level] ?? LOG_LEVELS.info;
  // Without control characters: PostgreSQL refuses a NUL in a query's parameter (a 500).
  const text = (key: string, max: number) =>
    singleLineText(params.get(key) ?? '')
      .trim()
      .slice(0, max);
  const from = utc(params.get('from'));
  const to = utc(params.get('to'));
  const reqId = text('reqId', 64);
  const user = text('user', 64);
  const path = text('path', 500);
  return {
    filter: {
      minLevel,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(reqId ? { reqId } : {}),
      ...(user ? { userId: user } : {}),
      ...(path ? { pathPrefix: path } : {}),
    },
    form: {
      level: level in LOG_LEVELS ? level : 'info',
      from: from ? from.toISOString().slice(0, 16) : '',
      to: to ? to.toISOString().slice(0, 16) : '',
      reqId,
      user,
      path,
    },
  };
}
