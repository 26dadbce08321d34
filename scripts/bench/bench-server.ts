/**
 * The production server the host benches measure: built if needed (scripts/ensure-build.ts), then
 * started the way `npm start` does (scripts/start.ts) in a child process of its own, on the
 * bench's own port with a fresh embedded PostgreSQL data folder under var/ and the demo seed.
 * One server serves every host bench of a run; scripts/bench.ts stops it at the end.
 *
 * The child is `node scripts/start.ts` (plain Node, no tsx wrapper process), so its pid is the
 * web process itself: /proc/<pid>/status gives the server's memory, worker threads included
 * (the embedded PostgreSQL is a process of its own and is not counted).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { npmStart } from './start-command.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The bench's ports: the web server on BENCH_PORT (default 3250), its PostgreSQL on the next one. */
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const PG_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The server's own output (its log lines, errors of failed requests). */
const SERVER_LOG = path.join(root, `var/bench-server-${PORT}.log`);
/** The bench server's /metrics token (src/host/metrics.ts). */
const METRICS_TOKEN = 'bench-only-metrics-token-0123456789';

export interface BenchServer {
  origin: string;
  pid: number;
  /** The web process's resident set once it first answered (MB), before any bench loaded it. */
  rssAtStart: number | null;
}

let running: { child: ChildProcess; server: BenchServer } | undefined;
let starting: Promise<BenchServer> | undefined;

/** The running bench server, started (and the bundle built) on first use. */
export function benchServer(): Promise<BenchServer> {
  starting ??= start();
  return starting;
}

/** scripts/ensure-build.ts in a child process: its output only when the build fails. */
export function build(): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/ensure-build.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the production build failed:\n${result.stdout}\n${result.stderr}`);
  if (result.stdout.includes('building')) console.log('  (built the production bundle first: sources had changed)');
}

async function start(): Promise<BenchServer> {
  build();
  const dataDir = path.join(root, `var/bench-postgres-${PORT}`);
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  // Its own embedded PostgreSQL, never a DATABASE_URL from the caller's environment.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // `npm start`'s own Node flags, then BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=var/prof').
  const npm = npmStart(root);
  const nodeArgs = [...npm.nodeArgs, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.ts'), '--no-build'], {
    cwd: root,
    stdio: ['ignore', openSync(SERVER_LOG, 'w'), 'pipe'],
    env: {
      ...inherited,
      ...npm.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PG_PORT: String(PG_PORT),
      PG_DATA_DIR: dataDir,
      SEED: '1',
      LOG_LEVEL: 'warn',
      PACEBAND_ROOT: root,
      MAIL_OUTBOX_DIR: `var/bench-outbox-${PORT}`,
      BETTER_AUTH_URL: ORIGIN,
      BETTER_AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
      PAYMENTS: 'simulated',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_only_0123456789abcdef',
      METRICS_TOKEN,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before answering:\n${stderr}`))),
  );
  const deadline = Date.now() + 240_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${ORIGIN}/healthz`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`bench server did not answer /healthz within 240 s:\n${stderr}`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {}); // a later exit (stop) is expected
  running = { child, server: { origin: ORIGIN, pid: child.pid!, rssAtStart: memoryMb(child.pid!, 'VmRSS') } };
  return running.server;
}

/** Stops the bench server (SIGTERM: it closes and stops its PostgreSQL), if one was started. */
export async function stopBenchServer(): Promise<void> {
  if (!running) return;
  const { child } = running;
  running = undefined;
  starting = undefined;
  if (child.exitCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(forced);
}

/**
 * The server's event-loop delay sampler (`/metrics`, src/host/metrics.ts): each scrape answers the
 * longest delay since the previous one, in ms. `open()` starts a window (and waits out the
 * sampler's first tick after it, which only notes the time); `close()` ends it with its longest delay.
 */
export async function eventLoopDelay(origin: string) {
  const longest = async (): Promise<number> => {
    const answer = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const match = /^nodejs_eventloop_lag_max_seconds ([0-9.e+-]+)$/m.exec(await answer.text());
    if (!answer.ok || !match) throw new Error(`/metrics answered ${answer.status} without the event loop's delay`);
    return Number(match[1]) * 1000;
  };
  await longest();
  await new Promise((resolve) => setTimeout(resolve, 25));
  return { close: longest };
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: peak since start or the last reset). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
export function resetPeakRss(pid: number): boolean {
  try {
    if (!existsSync(`/proc/${pid}/clear_refs`)) return false;
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
