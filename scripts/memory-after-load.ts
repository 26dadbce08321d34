/**
 * Issue 28 (memory after load): does the server's memory come back after load? Starts the
 * production build (built first if sources changed) the way `npm start` does (package.json's `start`: its environment and Node
 * flags, `scripts/start.ts --no-build`, embedded PostgreSQL in a fresh folder) on MEMORY_PORT
 * (3290), then prints the resident memory at rest, after each mixed load (pages, build-page
 * previews, PDFs and PNGs of 40 bands) and every 15 s of the minute after it. It reports, it never
 * fails on the figures.
 *
 * The web process's resident set counts its worker threads (they share its memory); its child
 * processes are added, except the embedded PostgreSQL, which is a server of its own. The JS heap
 * is the main thread's (/metrics); the rest is native memory: worker heaps, malloc arenas, fonts.
 *
 * `npx tsx scripts/memory-after-load.ts`, or within `npm run bench -- memory`. MEMORY_LOAD_S (120)
 * is one load's length, MEMORY_ROUNDS (2) the loads, MEMORY_IDLE_S (60) the rest after each.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './bench/figures.ts';
import { build } from './bench/bench-server.ts';
import { npmStart } from './bench/start-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.MEMORY_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const loadSeconds = Number(process.env.MEMORY_LOAD_S ?? 120);
const rounds = Number(process.env.MEMORY_ROUNDS ?? 2);
const idleSeconds = Number(process.env.MEMORY_IDLE_S ?? 60);
const METRICS_TOKEN = 'memory-only-metrics-token-0123456789';
/** The issue's target: back under this many MB a minute after the load. */
const TARGET_MB = 450;

/** A shared link's `s` parameter: the settings JSON in base64url (as the band builder writes it). */
const encodeSettingsParam = (settings: unknown) => Buffer.from(JSON.stringify(settings)).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function status(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}
const statusMb = (pid: number, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status(pid))?.[1] ?? 0) / 1024;

/** Every descendant of a process (pid and command name). */
function descendants(pid: number): { pid: number; name: string }[] {
  let children: number[];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
  return children.flatMap((child) => [{ pid: child, name: /^Name:\s+(.+)$/m.exec(status(child))?.[1] ?? '?' }, ...descendants(child)]);
}

interface Sample {
  /** Web process (worker threads included) plus its non-PostgreSQL child processes, MB. */
  rss: number;
  web: number;
  children: number;
  /** Node's worker threads alive now. */
  workers: number;
  /** The main thread's JS heap in use, and its external memory (buffers), MB. */
  heap: number | null;
  external: number | null;
}

async function sample(pid: number): Promise<Sample> {
  const web = statusMb(pid, 'VmRSS');
  const children = descendants(pid)
    .filter((p) => !/^(postgres|postmaster|initdb|pg_ctl)/.test(p.name))
    .reduce((sum, p) => sum + statusMb(p.pid, 'VmRSS'), 0);
  // Node names a worker's thread after the worker ('WorkerThread' is its platform's own pool).
  let workers = 0;
  try {
    workers = readdirSync(`/proc/${pid}/task`).filter(
      (tid) => readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === 'WorkerThread',
    ).length;
  } catch {
    // gone
  }
  const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((r) => r.text())
    .catch(() => '');
  const mb = (name: string) => {
    const value = Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? Number.NaN) / 2 ** 20;
    return Number.isFinite(value) ? value : null;
  };
  const heap = mb('nodejs_heap_size_used_bytes');
  const external = mb('nodejs_external_memory_bytes');
  return { rss: web + children, web, children, workers, heap, external };
}

const text = (s: Sample) =>
  `${s.rss.toFixed(0)} MB (web ${s.web.toFixed(0)}${s.children ? ` + children ${s.children.toFixed(0)}` : ''}; ${s.workers} worker thread${s.workers === 1 ? '' : 's'}; JS heap ${s.heap?.toFixed(0) ?? '?'} MB, external ${s.external?.toFixed(0) ?? '?'} MB)`;

export default async function memoryAfterLoad(): Promise<Figure[]> {
  build();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paceband-memory-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const start = npmStart(root);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [...start.nodeArgs, path.join(root, 'scripts/start.ts'), '--no-build'], {
    cwd: root,
    env: {
      ...inherited,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_PORT: String(port + 1),
      PG_DATA_DIR: path.join(dir, 'pg'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      BETTER_AUTH_SECRET: 'memory-only-secret-0123456789abcdefghijklmnop',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; ; i++) {
      if (i > 480 || server.exitCode !== null) throw new Error('server did not start');
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(500);
    }
    const pid = server.pid!;
    console.log(
      `  server: ${Object.entries(start.env)
        .map(([k, v]) => `${k}=${v} `)
        .join('')}node ${start.nodeArgs.join(' ')} scripts/start.ts (pid ${pid}), ${os.availableParallelism()} cores`,
    );
    let client = 0;
    // Each request from its own address (the trusted proxy's header): the load measures memory, not the limits.
    const hit = (url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: { ...init.headers, 'x-forwarded-for': `10.9.${(client >> 8) & 255}.${client++ & 255}` },
      }).then((r) => r.arrayBuffer());
    const goals = Array.from({ length: 5 }, (_, i) => ({ goal: `3:${10 + i}:00`, count: 8 }));
    const big = encodeSettingsParam({ plan: { bands: goals, distanceM: 42195 }, band: { title: 'Memory' } });
    const preview = JSON.stringify({ settings: { plan: { bands: [{ goal: '3:30:00' }], distanceM: 42195 } }, locale: 'en' });
    // The mix, in turn: pages of four languages, previews, a PDF and a PNG of 40 bands.
    const mix: (() => Promise<unknown>)[] = [
      ...['/en', '/en/faq', '/es/construir', '/it', '/fr/construire', '/en/courses'].map((url) => () => hit(url)),
      ...Array.from(
        { length: 3 },
        () => () =>
          hit('/api/bands/preview', { method: 'POST', body: preview, headers: { 'content-type': 'application/json', origin: base } }),
      ),
      () => hit(`/api/bands/band.pdf?s=${big}`),
      () => hit(`/api/bands/band.png?s=${big}`),
    ];
    for (const job of mix) await job();
    await sleep(3_000);
    const rest = await sample(pid);
    console.log(`  at rest after start and warm-up: ${text(rest)}`);
    const figures: Figure[] = [{ name: 'memory at rest (RSS)', value: `${rest.rss.toFixed(0)} MB`, target: '—', met: null }];
    for (let round = 1; round <= rounds; round++) {
      let peak = 0;
      let requests = 0;
      const until = Date.now() + loadSeconds * 1000;
      await Promise.all(
        Array.from({ length: 8 }, async (_, lane) => {
          for (let i = lane; Date.now() < until; i += 8) {
            await mix[i % mix.length]!();
            requests++;
            peak = Math.max(peak, statusMb(pid, 'VmRSS'));
          }
        }),
      );
      const after = await sample(pid);
      console.log(
        `  load ${round} (${loadSeconds} s, ${requests} requests, 8 at once): peak ${peak.toFixed(0)} MB, right after ${text(after)}`,
      );
      let last = after;
      for (let waited = 15; waited <= idleSeconds; waited += 15) {
        await sleep(15_000);
        last = await sample(pid);
        console.log(`    ${waited} s after: ${text(last)}`);
      }
      figures.push({
        name: `memory ${idleSeconds} s after load ${round} (RSS)`,
        value: `${last.rss.toFixed(0)} MB`,
        target: `< ${TARGET_MB} MB`,
        met: last.rss < TARGET_MB,
      });
    }
    return figures;
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await memoryAfterLoad();
