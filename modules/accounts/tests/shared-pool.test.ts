/**
 * Issue 30: the ORM, better-auth and the rate limits share one PostgreSQL pool (src/db/shared-pool.ts).
 * Each works on it, their connections together never pass PG_POOL_MAX, the ORM keeps its own
 * type parsing while better-auth gets pg's, and the pool's first connections are open before the
 * first request.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createAuth, type Auth } from '../auth/auth-server.ts';
import { createLimiter } from '../../../src/host/rate-limit.ts';
import { closeOrm, getOrm } from '../../../src/db/orm.server.ts';
import { closeSharedPool, sharedPool, sharedPoolCounts, warmSharedPool } from '../../../src/db/shared-pool.ts';
import '../../../src/composition.ts';

vi.hoisted(() => {
  process.env.PG_POOL_MIN = '2';
  process.env.PG_POOL_MAX = '4';
});

const testOrm = useTestDatabase();
let auth: Auth;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Lantern-Pebble-Orchard-82';

beforeAll(() => {
  process.env.DATABASE_URL = testOrm().config.get('clientUrl')!;
  auth = createAuth(
    { databaseUrl: process.env.DATABASE_URL, baseURL: ORIGIN, secret: 'y'.repeat(40), secureCookies: false, rateLimit: true, social: {} },
    { mailer: { send: async () => {} }, beforeUserDeleted: async () => null },
    sharedPool(),
  );
});
afterAll(async () => {
  await closeOrm();
  await closeSharedPool();
});

/** better-auth's handler as the host calls it, from one client address. */
function authCall(path: string, body: unknown, ip: string, cookie?: string): Promise<Response> {
  return auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-paceband-client-ip': ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

describe('one shared PostgreSQL pool (issue 30)', () => {
  it('opens its first connections at start', async () => {
    expect(await warmSharedPool()).toBe(2);
    expect(sharedPoolCounts()).toMatchObject({ total: 2, idle: 2, max: 4 });
  });

  it('serves the ORM, sign-ups, sessions and rate limits at once within PG_POOL_MAX connections', async () => {
    const orm = await getOrm();
    const limiter = createLimiter({ name: 'shared-pool-test', windowMs: 60_000, max: 15 });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, sharedPool().totalCount)), 1);
    try {
      const signUps = Array.from({ length: 6 }, (_, i) =>
        authCall('/sign-up/email', { name: `Runner ${i}`, email: `runner${i}@example.com`, password: PASSWORD }, `10.0.1.${i}`),
      );
      const ormQueries = Array.from({ length: 20 }, () =>
        orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n, pg_sleep(0.01) from pg_class'),
      );
      const hits = Array.from({ length: 20 }, () => limiter.hit('198.51.100.7'));
      const [answers, counts, verdicts] = await Promise.all([Promise.all(signUps), Promise.all(ormQueries), Promise.all(hits)]);

      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(counts.every(([row]) => row!.n > 0)).toBe(true);
      // The limit counted in PostgreSQL: 15 of 20 let through.
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(15);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(4);
    // PostgreSQL's own view: no more than the pool's max connections of ours.
    const [{ n }] = (
      await sharedPool().query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'paceband' and datname = current_database()",
      )
    ).rows as [{ n: number }];
    expect(n).toBeLessThanOrEqual(4);
  });

  it('signs in and finds the session again on the shared pool; its 11th sign-in in a minute is refused', async () => {
    const signIn = () => authCall('/sign-in/email', { email: 'runner0@example.com', password: PASSWORD }, '10.0.2.1');
    const first = await signIn();
    expect(first.status).toBe(200);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe('runner0@example.com');
    // better-auth reads its times as dates (pg's parsers), not the ORM's strings.
    expect(session?.session.expiresAt).toBeInstanceOf(Date);
    for (let i = 0; i < 9; i++) await signIn();
    expect((await signIn()).status).toBe(429);
  });

  it('still refuses a session to a blocked member (checked inside better-auth transaction)', async () => {
    await sharedPool().query(`update auth."user" set blocked = true where email = 'runner1@example.com'`);
    const refused = await authCall('/sign-in/email', { email: 'runner1@example.com', password: PASSWORD }, '10.0.3.1');
    expect(refused.status).not.toBe(200);
    expect(refused.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
  });

  it('keeps the ORM its own type parsing: timestamps come back as the ORM reads them, dates to better-auth', async () => {
    const orm = await getOrm();
    const [row] = await orm.em.getConnection().execute<Array<{ at: unknown }>>("select timestamptz '2026-11-26 08:00:00+00' as at");
    expect(typeof row!.at).toBe('string');
    const plain = await sharedPool().query<{ at: unknown }>("select timestamptz '2026-11-26 08:00:00+00' as at");
    expect(plain.rows[0]!.at).toEqual(new Date('2026-11-26T08:00:00Z'));
  });

  it('closing the ORM leaves the pool to the others', async () => {
    await closeOrm();
    expect((await sharedPool().query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    expect((await createLimiter({ name: 'after-orm', windowMs: 60_000, max: 1 }).hit('x')).allowed).toBe(true);
  });

  it('once closed, every one of its connections has ended (a database stopped next cuts none)', async () => {
    // A pool of its own, to see each of its connections from the first.
    await closeSharedPool();
    const pool = sharedPool();
    const connected: pg.PoolClient[] = [];
    let ended = 0;
    pool.on('connect', (client) => {
      connected.push(client);
      client.on('end', () => ended++);
    });
    await warmSharedPool();
    await Promise.all(Array.from({ length: 4 }, () => pool.query('select pg_sleep(0.02)')));
    expect(connected.length).toBeGreaterThanOrEqual(2);
    await closeSharedPool();
    // Not merely asked to close (what pool.end() waits for): closed, each of them.
    expect(ended).toBe(connected.length);
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'shared-pool-test' });
    await watcher.connect();
    try {
      const { rows } = await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'paceband' and datname = current_database()",
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await watcher.end();
    }
  });
});
