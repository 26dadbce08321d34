import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/test-database.ts';
import { JOB_SCHEMA } from './jobs.server.ts';

/**
 * Two app replicas, real separate Node processes (tests/support/replica-process.ts) serving HTTP
 * on one PostgreSQL database, as compose.yaml runs them behind nginx (issue 14, ADR 0017).
 */
const orm = useTestDatabase();
const script = path.resolve(import.meta.dirname, '../../tests/support/replica-process.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Replica {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: orm().config.get('clientUrl')!, REPLICA: name, LIMIT_MAX: '5', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      for (const line of out.split('\n')) {
        const port = /^\{"port":(\d+)\}$/.exec(line.trim())?.[1];
        if (port) resolve({ child, url: `http://127.0.0.1:${port}`, exited });
      }
    });
    child.on('error', reject);
    void exited.then((code) => reject(new Error(`replica ${name} exited with ${code} before listening`)));
  });
}

interface Row {
  job_id: string;
  tag: string;
  replica: string;
  attempt: number;
  phase: string;
}
const sql = <T>(query: string, params: unknown[] = []) => orm().em.fork().getConnection().execute<T[]>(query, params);
const rows = (tag: string) => sql<Row>('select job_id, tag, replica, attempt, phase from replica_job where tag = ? order by id', [tag]);

/** Polls until `ready` holds for what `read` returns (the queue works in the background), then answers the last read. */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 200 && !ready(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The rows of the job tagged `tag` once one says it is done. */
const doneRows = (tag: string) =>
  eventually(
    () => rows(tag),
    (r) => r.some((row) => row.phase === 'done'),
  );

async function enqueue(replica: Replica, kind: 'record' | 'hold', tag: string): Promise<string> {
  const response = await fetch(`${replica.url}/enqueue/${kind}?tag=${tag}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('two app processes on one database (issue 14: many replicas)', () => {
  it('share one rate limit, and every job is done exactly once by whichever replica takes it', async () => {
    await sql(
      'create table replica_job (id serial primary key, job_id uuid not null, tag text not null, replica text not null, attempt int not null, phase text not null)',
    );

    // A alone: its one "hold" worker takes the first hold job and keeps it.
    const a = await startReplica('a', { HOLD_JOBS: '1', STOP_TIMEOUT_MS: '1000' });
    const held = await enqueue(a, 'hold', 'held');
    expect(
      await eventually(
        () => rows('held'),
        (r) => r.length > 0,
      ),
    ).toEqual([{ job_id: held, tag: 'held', replica: 'a', attempt: 1, phase: 'started' }]);
    const b = await startReplica('b', { HOLD_JOBS: '0' });

    // (a) Requests split between the two processes exhaust one limit of 5.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${[a, b][i % 2]!.url}/limited`, { headers: { 'x-client': 'c1' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect((await fetch(`${b.url}/limited`, { headers: { 'x-client': 'c2' } })).status).toBe(200);

    // (b) A is busy with its hold job: the next one A queues is done by B.
    const second = await enqueue(a, 'hold', 'second');
    expect(await doneRows('second')).toEqual([
      { job_id: second, tag: 'second', replica: 'b', attempt: 1, phase: 'started' },
      { job_id: second, tag: 'second', replica: 'b', attempt: 1, phase: 'done' },
    ]);

    // Jobs queued by A: each done exactly once, by one replica or the other.
    const ids = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map((tag) => enqueue(a, 'record', tag)));
    const done = await eventually(
      () => sql<Row>("select job_id, tag, replica, attempt, phase from replica_job where tag like 'r_'"),
      (r) => r.length >= 6,
    );
    expect(done.map((row) => row.job_id).sort()).toEqual([...ids].sort());
    expect(done.every((row) => ['a', 'b'].includes(row.replica) && row.phase === 'done')).toBe(true);

    // A stops while still holding its job: the job is released, and B does it (a second attempt), once.
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await doneRows('held')).toEqual([
      { job_id: held, tag: 'held', replica: 'a', attempt: 1, phase: 'started' },
      { job_id: held, tag: 'held', replica: 'b', attempt: 2, phase: 'started' },
      { job_id: held, tag: 'held', replica: 'b', attempt: 2, phase: 'done' },
    ]);
    // What the queue itself recorded: every job completed, none left waiting or failed.
    const states = await eventually(
      () => sql<{ state: string; n: number }>(`select state, count(*)::int as n from ${JOB_SCHEMA}.job group by state`),
      (r) => r.length === 1 && r[0]!.state === 'completed',
    );
    expect(states).toEqual([{ state: 'completed', n: 8 }]);

    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  }, 120_000);
});
