/**
 * The heavy load of heavy-load.bench.ts, sent from a process of its own at a lower scheduling
 * priority (nice 10): print-file GETs and course-file uploads, all at once, each timed.
 *
 * On the 2-core bench machine the load generator shares the cores with the server it measures:
 * sending twenty requests and building and writing a 24 MB multipart body took the client's CPU
 * exactly when the server's event loop was being probed, and that wait was counted as the
 * server's. Real clients are elsewhere, so the generator yields the CPU to the server here; the
 * probes (probe.ts) keep the normal priority, as a visitor's browser would.
 *
 * Run by plain Node: `node scripts/bench/heavy-client.ts <job.json>`. It reads every file first,
 * prints `ready`, waits for a line on stdin, sends everything at once and prints the results as
 * one JSON line, in the job's order: `{ status, ms, bytes }` (status 0: no answer).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type HeavyRequest = { get: string; cookie: string } | { upload: string; file: string; cookie: string };
export interface Timed {
  status: number;
  ms: number;
  bytes: number;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { origin: string; requests: HeavyRequest[] };
try {
  os.setPriority(10);
} catch {
  // Not allowed here: the load is sent at the normal priority.
}

async function timed(request: () => Promise<Response>): Promise<Timed> {
  const start = performance.now();
  try {
    const answer = await request();
    const bytes = (await answer.arrayBuffer()).byteLength;
    return { status: answer.status, ms: performance.now() - start, bytes };
  } catch {
    return { status: 0, ms: performance.now() - start, bytes: 0 };
  }
}

const files = new Map<string, Uint8Array>();
for (const r of job.requests) if ('upload' in r && !files.has(r.file)) files.set(r.file, new Uint8Array(readFileSync(r.file)));

const send = (r: HeavyRequest) =>
  timed(() => {
    const signal = AbortSignal.timeout(600_000);
    if ('get' in r) return fetch(r.get, { headers: { cookie: r.cookie }, signal });
    const form = new FormData();
    form.set('locale', 'en');
    form.set('file', new File([files.get(r.file)! as Uint8Array<ArrayBuffer>], path.basename(r.file), { type: 'application/gpx+xml' }));
    return fetch(`${job.origin}${r.upload}`, { method: 'POST', headers: { origin: job.origin, cookie: r.cookie }, body: form, signal });
  });

process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const results = await Promise.all(job.requests.map(send));
  process.stdout.write(JSON.stringify(results) + '\n');
  process.stdin.pause();
});
