/**
 * Issue 15, point 7: `npm start` with a DATABASE_URL that does not answer no longer exits: it
 * serves /healthz and every page with 503 and retries; once the database answers, it migrates and
 * serves (and /metrics answers meanwhile). A second server (the production build, its own port)
 * is started for this test.
 *
 * And `npm start` on its own embedded PostgreSQL shuts down in order on SIGTERM: the database is
 * stopped last, not at the signal (src/db/embedded-postgres.server.ts, leaveSignalsToCaller).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres.server.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const base = `http://127.0.0.1:${PORT}`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

async function get(pathname: string): Promise<Response | null> {
  try {
    return await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(5_000) });
  } catch {
    return null;
  }
}

test('an unreachable database: 503 on /healthz and pages, then serving once it answers', async () => {
  test.setTimeout(180_000);
  const pgPort = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paceband-late-db-'));
  chmodSync(dir, 0o755);
  let server: ChildProcess | undefined;
  let database: EmbeddedDatabase | undefined;
  const logs: string[] = [];
  try {
    server = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://paceband:paceband@127.0.0.1:${pgPort}/paceband`,
        SEED: '0',
        BETTER_AUTH_SECRET: 'e2e-startup-secret-'.padEnd(40, 'x'),
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: 'e2e-startup-metrics-token',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => logs.push(String(chunk)));
    server.stderr!.on('data', (chunk) => logs.push(String(chunk)));

    // It starts and answers, without a database.
    await expect.poll(async () => (await get('/healthz'))?.status ?? 0, { timeout: 60_000 }).toBe(503);
    expect(await (await get('/healthz'))!.json()).toEqual({ status: 'starting', db: 'down' });
    const page = (await get('/en'))!;
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(await page.text()).toContain('<h1>Site under maintenance</h1>');
    const french = (await get('/fr'))!;
    expect(await french.text()).toContain('lang="fr');
    expect(logs.join('')).toContain('database not reachable');
    expect(server.exitCode).toBeNull();
    // The operators' figures still answer: that is when they are wanted.
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer e2e-startup-metrics-token' } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('nodejs_eventloop_lag_max_seconds');

    // The database comes up: the server migrates and serves without a restart.
    database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: pgPort, database: 'paceband' });
    await expect.poll(async () => (await get('/healthz'))?.status ?? 0, { timeout: 90_000 }).toBe(200);
    expect((await get('/en'))!.status).toBe(200);
    expect(logs.join('')).toMatch(/database reachable after \d+ retries: migrated, now serving/);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `npm start` (the production build) on an embedded PostgreSQL of its own, in a new folder, with what it prints. */
async function startOnEmbeddedDatabase(folderPrefix: string) {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  chmodSync(dir, 0o755);
  const logs: string[] = [];
  // Its own embedded PostgreSQL, never the DATABASE_URL of the tests' environment.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_PORT: String(pgPort),
      PG_DATA_DIR: path.join(dir, 'pg'),
      SEED: '0',
      BETTER_AUTH_SECRET: `e2e-${folderPrefix}secret-`.padEnd(40, 'x'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => logs.push(String(chunk)));
  server.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  return { port, pgPort, dir, logs, server, exited };
}

test('npm start on its embedded database: SIGTERM stops the database last, and nothing is lost', async () => {
  test.setTimeout(180_000);
  const { port, dir, logs, server, exited } = await startOnEmbeddedDatabase('paceband-shutdown-');
  try {
    const answer = async (pathname: string) => {
      try {
        return (await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(5_000) })).status;
      } catch {
        return 0;
      }
    };
    await expect.poll(() => answer('/healthz'), { timeout: 120_000 }).toBe(200);
    // Pages and the shell use the pool; the job queue holds connections of its own.
    for (const pathname of ['/en', '/en/build', '/en/calendar']) expect(await answer(pathname)).toBe(200);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const said = logs.join('');
    expect(said).toContain('SIGTERM: shutting down');
    expect(said).toContain('job queue stopped');
    // Before, the database went at the signal: every open connection was cut (57P01) and the
    // last log lines were never stored.
    expect(said).not.toContain('terminating connection due to administrator command');
    expect(said).not.toContain('not stored');
    // And the database was stopped.
    expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('npm start on its embedded database: SIGTERM while it migrates stops the database too, and never serves', async () => {
  test.setTimeout(180_000);
  const { pgPort, dir, logs, server, exited } = await startOnEmbeddedDatabase('paceband-early-stop-');
  try {
    // The signal comes as soon as its PostgreSQL is starting, long before the server listens.
    await expect.poll(() => logs.join(''), { timeout: 60_000 }).toContain('starting embedded PostgreSQL');
    server.kill('SIGTERM');
    // Before, the process died of the signal there (exit code null), its PostgreSQL left running.
    expect(await exited).toBe(0);
    const said = logs.join('');
    expect(said).toContain('SIGTERM: shutting down');
    expect(said).not.toContain('listening on');
    expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    const connects = await new Promise<boolean>((resolve) => {
      const socket = net.connect(pgPort, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    expect(connects).toBe(false);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
