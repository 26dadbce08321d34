import { afterAll, describe, expect, it } from 'vitest';
import { closeOrm } from '../../../src/db/orm.server.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { deleteLogsBefore, insertLogs, queryLogs } from '../data/log.repository.ts';
import { flushLogLines, storeLogLine, toLogRow } from '../services/log-sink.ts';

const orm = useTestDatabase();
afterAll(async () => {
  await closeOrm();
  delete process.env.DATABASE_URL;
});

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: Date.parse('2026-11-20T10:00:00Z'), pid: 1, hostname: 'h', ...fields });

describe('the log viewer’s copy of the server log', () => {
  it('keeps a line’s request id, user and path, and removes secrets at any depth', () => {
    const row = toLogRow(
      line({
        msg: 'request',
        reqId: 'r-1',
        userId: 'u-1',
        path: '/api/account/login',
        body: { email: 'a@b.c', password: 'hunter22', nested: { apiKey: 'k', token: 't' } },
        headers: { authorization: 'Bearer abc.def' },
        note: 'calling smtp://user:pa55@mail.example with Bearer xyz',
      }),
      30,
    )!;
    expect(row).toMatchObject({ level: 30, msg: 'request', reqId: 'r-1', userId: 'u-1', path: '/api/account/login' });
    expect(row.at.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(row.data).toEqual({
      body: { email: 'a@b.c', password: '[redacted]', nested: { apiKey: '[redacted]', token: '[redacted]' } },
      headers: { authorization: '[redacted]' },
      note: 'calling smtp://user:[redacted]@mail.example with Bearer [redacted]',
    });
  });

  it('skips lines below the level kept and text that is not JSON', () => {
    expect(toLogRow(line({ level: 20, msg: 'debug' }), 30)).toBeNull();
    expect(toLogRow('not json', 10)).toBeNull();
  });

  it('filters by level, time, request id, user and path prefix, newest first, and forgets old lines', async () => {
    const em = orm().em.fork();
    const at = (iso: string) => Date.parse(iso);
    await insertLogs(
      em,
      [
        line({ time: at('2026-11-20T10:00:00Z'), level: 30, msg: 'a', reqId: 'r1', path: '/en/faq' }),
        line({ time: at('2026-11-20T11:00:00Z'), level: 50, msg: 'b', reqId: 'r2', userId: 'u9', path: '/api/courses/x' }),
        line({ time: at('2026-11-21T09:00:00Z'), level: 40, msg: 'c', reqId: 'r3', path: '/api/courses/y' }),
      ].map((l) => toLogRow(l, 10)!),
    );
    const msgs = async (filter: Parameters<typeof queryLogs>[1]) => (await queryLogs(orm().em.fork(), filter)).map((r) => r.msg);
    expect(await msgs({})).toEqual(['c', 'b', 'a']);
    expect(await msgs({ minLevel: 40 })).toEqual(['c', 'b']);
    expect(await msgs({ pathPrefix: '/api/courses/' })).toEqual(['c', 'b']);
    expect(await msgs({ reqId: 'r1' })).toEqual(['a']);
    expect(await msgs({ userId: 'u9' })).toEqual(['b']);
    expect(await msgs({ from: new Date('2026-11-20T10:30:00Z'), to: new Date('2026-11-20T23:00:00Z') })).toEqual(['b']);
    expect(await deleteLogsBefore(orm().em.fork(), new Date('2026-11-21T00:00:00Z'))).toBe(2);
    expect(await msgs({})).toEqual(['c']);
  });

  it('writes the lines still waiting for their batch when the server shuts down (flushLogLines), none twice', async () => {
    // The sink writes through the process's ORM on DATABASE_URL, as on the server.
    process.env.DATABASE_URL = orm().config.get('clientUrl')!;
    for (const msg of ['first', 'second', 'third']) storeLogLine(line({ level: 50, msg, reqId: 'shutdown-1', time: Date.now() }));
    await flushLogLines();
    await flushLogLines();
    expect((await queryLogs(orm().em.fork(), { reqId: 'shutdown-1' })).map((r) => r.msg)).toEqual(['third', 'second', 'first']);
  });
});
