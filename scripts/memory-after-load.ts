/**
 * Issue 15, point 12: does the server's memory come back after load? Starts the production build
 * (`scripts/start.ts --no-build`, embedded PostgreSQL in a fresh folder) on MEMORY_PORT (3290),
 * reads its RSS from /proc, sends a load of pages, previews and print files, then idles and reads
 * again. Prints the figures; it never fails on them. `npx tsx scripts/memory-after-load.ts`
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.MEMORY_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'paceband-memory-'));
// As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
chmodSync(dir, 0o755);
const rounds = Number(process.env.MEMORY_ROUNDS ?? 3);

/** A shared link's `s` parameter: the settings JSON in base64url (as the band builder writes it). */
const encodeSettingsParam = (settings: unknown) => Buffer.from(JSON.stringify(settings)).toString('base64url');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PG_DATA_DIR: path.join(dir, 'pg'), TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
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
    if (i > 240 || server.exitCode !== null) throw new Error('server did not start');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(500);
  }
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
  const warm = async () => {
    for (const url of ['/en', '/en/faq', '/fr/construire', `/api/bands/band.pdf?s=${big}`]) await hit(url);
  };
  await warm();
  await sleep(3_000);
  const start = rssMb(server.pid!);
  const load = async () => {
    const jobs: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 100; i++) jobs.push(() => hit(['/en', '/en/faq', '/es/construir', '/it'][i % 4]!));
    for (let i = 0; i < 40; i++)
      jobs.push(() =>
        hit('/api/bands/preview', { method: 'POST', body: preview, headers: { 'content-type': 'application/json', origin: base } }),
      );
    for (let i = 0; i < 12; i++) jobs.push(() => hit(`/api/bands/band.pdf?s=${big}`));
    for (let i = 0; i < 12; i++) jobs.push(() => hit(`/api/bands/band.png?s=${big}`));
    let peak = 0;
    const workers = Array.from({ length: 8 }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        await job();
        peak = Math.max(peak, rssMb(server.pid!));
      }
    });
    await Promise.all(workers);
    return peak;
  };
  console.log(`RSS after start and warm-up: ${start.toFixed(0)} MB`);
  for (let round = 1; round <= rounds; round++) {
    const peak = await load();
    const after = rssMb(server.pid!);
    await sleep(15_000);
    const idle = rssMb(server.pid!);
    console.log(
      `round ${round} (100 pages, 40 previews, 12 PDFs of 40 bands, 12 PNGs): peak ${peak.toFixed(0)} MB, right after ${after.toFixed(0)} MB, after 15 s idle ${idle.toFixed(0)} MB (+${(idle - start).toFixed(0)} MB over start)`,
    );
  }
} finally {
  await stop();
}
