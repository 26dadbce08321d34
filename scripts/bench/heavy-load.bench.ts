/**
 * Issue 14, "figures to show": how the server holds up while the heaviest things a member may ask
 * for are served at once: 20 band PDFs, each as large as a member's budget allows (20 goal times ×
 * as many copies as fit), and the upload preview of a 24 MB GPX file, all sent together from a
 * process of its own at a lower scheduling priority (heavy-client.ts: on this 2-core machine the
 * load generator must not take the server's CPU), with the probes each in a process of its own.
 *
 * - Event loop: measured inside the server by its own sampler (`/metrics`, src/host/metrics.ts,
 *   Node's monitorEventLoopDelay every 5 ms): the longest gap between two ticks of the event loop
 *   from just before the load is sent until every answer has come back. A stall reads up to 5 ms
 *   longer than it was; GC pauses of the main thread and time the OS gave the cores to others
 *   count, as they should.
 * - What a visitor feels, printed beside it: a probe asks `/healthz` (a tiny JSON answer with one
 *   database ping) over and over, one request at a time, during the load, and a second one
 *   `/favicon.svg` (no database) the same way, each from a process of its own, with their slowest
 *   answers and when they were asked. A probe's answer also waits for the probe process itself
 *   and the database to get a core on this 2-core machine, where the load generator, the server,
 *   its worker threads and PostgreSQL all run: its worst is the event loop's plus that.
 * - Memory: the server process's resident set (/proc/<pid>/status, worker threads included, the
 *   embedded PostgreSQL not): its peak since start is reset just before the load (clear_refs) and
 *   read after it (VmHWM), and VmRSS is sampled every 20 ms as a cross-check.
 *
 * Members are registered through the form endpoint, as a visitor would. A member's rows per minute
 * are capped (modules/band-builder/services/render-budget.ts), so the PDFs are spread over as many
 * members as the cap needs. The 24 MB GPX is a real fixture's track recorded denser: points are
 * interpolated between its own, so it stays one valid marathon course.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import {
  encodeSettingsParam,
  MEMBER_ROWS_PER_MINUTE,
  memberCopies,
  PRINT_GOALS,
  printSettings,
} from '../../modules/band-builder/bench/member-print.ts';
import { PASSWORD_THREAD_IDLE_MS } from '../../modules/accounts/index.ts';
import { median, quantile } from '../../src/lib/sample-statistics.ts';
import { benchServer, eventLoopDelay, memoryMb, resetPeakRss } from './bench-server.ts';
import { loadText, type Figure } from './figures.ts';
import type { HeavyRequest, Timed } from './heavy-client.ts';

const PDFS = 20;
const GPX_BYTES = 24 * 1024 * 1024;
const PROBE = path.resolve(import.meta.dirname, 'probe.ts');
const CLIENT = path.resolve(import.meta.dirname, 'heavy-client.ts');
const FIXTURE = path.resolve(import.meta.dirname, '../../tests/fixtures/courses/shamrock-marathon-large.gpx');
const PASSWORD = 'Heavy-Bench-Tangerine-41';
const cores = availableParallelism();

/** The fixture's track with points interpolated between its own until the file is about `target` bytes. */
export function denseGpx(target: number): Uint8Array<ArrayBuffer> {
  const source = readFileSync(FIXTURE, 'utf8');
  const points = [...source.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)"><ele>([^<]+)<\/ele><time>([^<]+)<\/time><\/trkpt>/g)].map((m) => ({
    lat: Number(m[1]),
    lon: Number(m[2]),
    ele: Number(m[3]),
    time: Date.parse(m[4]!),
  }));
  const line = (lat: number, lon: number, ele: number, time: number) =>
    `      <trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"><ele>${ele.toFixed(2)}</ele><time>${new Date(time).toISOString()}</time></trkpt>\n`;
  const perPoint = line(points[0]!.lat, points[0]!.lon, points[0]!.ele, points[0]!.time).length;
  // Points per stretch between two recorded points, as a fraction spread evenly over the track.
  const density = (target - source.length + points.length * 100) / (points.length * perPoint);
  const head = source.slice(0, source.indexOf('<trkpt'));
  const tail = source.slice(source.lastIndexOf('</trkpt>') + '</trkpt>'.length);
  const lines: string[] = [head.trimEnd() + '\n'];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1] ?? a;
    const steps = Math.max(1, Math.floor((i + 1) * density) - Math.floor(i * density));
    for (let s = 0; s < steps; s++) {
      const f = s / steps;
      lines.push(
        line(a.lat + f * (b.lat - a.lat), a.lon + f * (b.lon - a.lon), a.ele + f * (b.ele - a.ele), a.time + f * (b.time - a.time)),
      );
    }
  }
  lines.push(tail.trimStart());
  return new TextEncoder().encode(lines.join('')) as Uint8Array<ArrayBuffer>;
}

/** A 24 MB dense GPX as a course-upload form encodes it: its multipart body and content type. */
export async function denseGpxUpload(): Promise<{ gpx: Uint8Array; body: Uint8Array; contentType: string }> {
  const gpx = denseGpx(24 * 1024 * 1024);
  const form = new FormData();
  form.append('locale', 'en');
  form.append('file', new File([gpx], 'dense.gpx', { type: 'application/gpx+xml' }));
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  return { gpx, body: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

/** A new member, registered through the form endpoint; their session cookie. */
async function register(origin: string, email: string): Promise<string> {
  const answer = await fetch(`${origin}/api/account/register`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ locale: 'en', name: 'Bench', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: 'yes' }),
    redirect: 'manual',
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => /session/i.test(c))
    .join('; ');
  if (answer.status !== 303 || !cookie) throw new Error(`registering ${email} answered ${answer.status} without a session`);
  return cookie;
}

/** Copies per goal of the largest PDF a member may ask for, and its rows. */
async function largestMemberPdf(origin: string): Promise<{ count: number; rows: number }> {
  const answer = await fetch(`${origin}/api/bands/plan`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'en', settings: printSettings(1) }),
  });
  if (!answer.ok) throw new Error(`/api/bands/plan answered ${answer.status}`);
  const { plans } = (await answer.json()) as { plans: Array<{ rows: unknown[] }> };
  const rowsPerBand = Math.max(...plans.map((plan) => plan.rows.length));
  const count = memberCopies(rowsPerBand);
  return { count, rows: count * plans.reduce((sum, plan) => sum + plan.rows.length, 0) };
}

/**
 * A helper script (plain Node) in a process of its own, once it has printed `ready`; `finish(input)`
 * ends its stdin with `input` and resolves with the last line it printed (its JSON result).
 */
async function helperProcess(script: string, args: string[]) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}`)));
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await ready;
  return {
    async finish(input: string): Promise<unknown> {
      child.stdin.end(input);
      await closed;
      const lines = output.trim().split('\n');
      return JSON.parse(lines[lines.length - 1]!) as unknown;
    },
  };
}

/**
 * Sends `requests` all at once from heavy-client.ts, a process of its own at nice 10 (why: see
 * there); `go()` starts the load and resolves when all have answered, with their timings in order.
 */
async function heavyClient(origin: string, requests: HeavyRequest[]) {
  const jobFile = path.join(mkdtempSync(path.join(tmpdir(), 'paceband-heavy-')), 'job.json');
  writeFileSync(jobFile, JSON.stringify({ origin, requests }));
  const client = await helperProcess(CLIENT, [jobFile]);
  return {
    async go(): Promise<Timed[]> {
      const results = (await client.finish('go\n')) as Timed[];
      rmSync(path.dirname(jobFile), { recursive: true, force: true });
      return results;
    },
  };
}

interface Sample {
  /** When the request was sent, ms since the load started. */
  at: number;
  ms: number;
}

/**
 * Asks `path` one request at a time until `stop()`, from a process of its own (probe.ts): when
 * each was sent (ms since the bench's `startedAt`, a performance.now() reading) and how long it took.
 */
async function probe(origin: string, path: string) {
  const prober = await helperProcess(PROBE, [origin, path]);
  return {
    async stop(startedAt: number): Promise<Sample[]> {
      const samples = (await prober.finish('')) as Array<[number, number]>;
      const origin0 = performance.timeOrigin + startedAt;
      return samples.map(([sentAt, ms]) => ({ at: sentAt - origin0, ms })).filter((s) => s.at >= 0);
    },
  };
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;
const latencies = (samples: Sample[]) => samples.map((s) => s.ms);
function describe(samples: Sample[]): string {
  const all = latencies(samples);
  return `${all.length} answers, median ${ms(median(all))}, p99 ${ms(quantile(all, 0.99))}, worst ${ms(Math.max(...all))}`;
}
/** The slowest answers and when they were asked, e.g. '1532 ms at 21.4 s'. */
function slowest(samples: Sample[], n = 3): string {
  return [...samples]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((s) => `${ms(s.ms)} at ${seconds(s.at)}`)
    .join(', ');
}

function statusCounts(results: Timed[]): string {
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status || 'network error'}`).join(', ');
}

export default async function bench(): Promise<Figure[]> {
  const { origin, pid, rssAtStart } = await benchServer();
  const pdf = await largestMemberPdf(origin);
  const perMember = Math.max(1, Math.floor(MEMBER_ROWS_PER_MINUTE / pdf.rows));
  const members = Math.ceil(PDFS / perMember);
  const run = Date.now().toString(36);
  const cookies: string[] = [];
  for (let i = 0; i <= members; i++) cookies.push(await register(origin, `bench-${run}-${i}@example.com`));
  // The load starts once the sign-ups' password-check thread has exited (it idles out after
  // PASSWORD_THREAD_IDLE_MS): the figures are the load's, not those of the bench's own set-up.
  const registered = performance.now();
  const uploader = cookies.pop()!;
  const gpx = denseGpx(GPX_BYTES);
  const gpxFile = path.join(mkdtempSync(path.join(tmpdir(), 'paceband-gpx-')), 'shamrock-dense.gpx');
  writeFileSync(gpxFile, gpx);
  const link = `${origin}/api/bands/band.pdf?lang=en&s=${encodeSettingsParam(printSettings(pdf.count))}`;
  console.log(
    `${PDFS} PDFs of ${PRINT_GOALS.length} goal times × ${pdf.count} copies (${PRINT_GOALS.length * pdf.count} bands, ${pdf.rows} rows each: a member's largest) from ${members} members, ` +
      `and the upload preview of a ${(gpx.length / 1024 / 1024).toFixed(1)} MB GPX, all sent at once`,
  );

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, registered + PASSWORD_THREAD_IDLE_MS + 1000 - performance.now())));

  // The probe's own round trip on an idle server.
  let idleProbes = await Promise.all([probe(origin, '/healthz'), probe(origin, '/favicon.svg')]);
  let start = performance.now();
  const since = () => performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [idle, idleStatic] = await Promise.all(idleProbes.map((p) => p.stop(start)));
  console.log(`  /healthz idle:            ${describe(idle!)}`);
  console.log(`  /favicon.svg idle:        ${describe(idleStatic!)}`);

  const lifetimePeak = memoryMb(pid, 'VmHWM');
  const rssBefore = memoryMb(pid, 'VmRSS');
  const reset = resetPeakRss(pid);
  let sampledPeak = rssBefore ?? 0;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryMb(pid, 'VmRSS') ?? 0);
  }, 20);

  console.log(`  ${loadText(cores)} before the load`);
  const load = await heavyClient(origin, [
    ...Array.from({ length: PDFS }, (_, i) => ({ get: link, cookie: cookies[i % members]! })),
    { upload: '/api/courses/preview', file: gpxFile, cookie: uploader },
  ]);
  const busyProbes = await Promise.all([probe(origin, '/healthz'), probe(origin, '/favicon.svg')]);
  const delay = await eventLoopDelay(origin);
  start = performance.now();
  const answers = await load.go();
  const longestDelay = await delay.close();
  const pdfResults = answers.slice(0, PDFS);
  const uploadResult = answers[PDFS]!;
  const elapsed = since();
  const [busy, busyStatic] = (await Promise.all(busyProbes.map((p) => p.stop(start)))) as [Sample[], Sample[]];
  clearInterval(sampler);
  const hwm = reset ? memoryMb(pid, 'VmHWM') : null;
  const peak = Math.max(sampledPeak, hwm ?? 0);

  const ok = pdfResults.filter((r) => r.status === 200);
  console.log(`  ${loadText(cores)} after the load; all answered in ${(elapsed / 1000).toFixed(1)} s`);
  console.log(
    `  PDFs: ${statusCounts(pdfResults)}; ${(ok.reduce((s, r) => s + r.bytes, 0) / 1024 / 1024).toFixed(1)} MB; ` +
      `first at ${seconds(Math.min(...pdfResults.map((r) => r.ms)))}, last at ${seconds(Math.max(...pdfResults.map((r) => r.ms)))}`,
  );
  console.log(`  GPX upload preview: ${uploadResult.status} at ${seconds(uploadResult.ms)}`);
  console.log(`  event loop's longest delay (in the server): ${ms(longestDelay)}`);
  console.log(`  /healthz under load:      ${describe(busy)}; slowest ${slowest(busy)}`);
  console.log(`  /favicon.svg under load:  ${describe(busyStatic)}; slowest ${slowest(busyStatic)}`);
  console.log(
    `  server RSS: ${rssBefore?.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the load ` +
      `(VmHWM ${hwm === null ? 'not resettable here' : `${hwm.toFixed(0)} MB`}, sampled VmRSS ${sampledPeak.toFixed(0)} MB); ` +
      `right after start ${rssAtStart?.toFixed(0)} MB, peak since start before this load ${lifetimePeak?.toFixed(0)} MB`,
  );

  // The same upload alone, the server otherwise idle: whether it alone stalls the event loop.
  const soloLoad = await heavyClient(origin, [{ upload: '/api/courses/preview', file: gpxFile, cookie: uploader }]);
  idleProbes = await Promise.all([probe(origin, '/healthz'), probe(origin, '/favicon.svg')]);
  const soloDelay = await eventLoopDelay(origin);
  start = performance.now();
  const [solo] = (await soloLoad.go()) as [Timed];
  const soloLongest = await soloDelay.close();
  rmSync(path.dirname(gpxFile), { recursive: true, force: true });
  const [soloHealth, soloStatic] = (await Promise.all(idleProbes.map((p) => p.stop(start)))) as [Sample[], Sample[]];
  console.log(`  the GPX upload preview alone afterwards: ${solo.status} in ${ms(solo.ms)}; event loop's longest delay ${ms(soloLongest)}`);
  console.log(`    /healthz:      ${describe(soloHealth)}; slowest ${slowest(soloHealth)}`);
  console.log(`    /favicon.svg:  ${describe(soloStatic)}; slowest ${slowest(soloStatic)}`);

  const served = ok.length === PDFS && uploadResult.status === 200;
  return [
    {
      name: `event loop: longest delay during ${PDFS} PDFs + 24 MB GPX`,
      value: ms(longestDelay),
      target: '< 50 ms',
      met: longestDelay < 50,
    },
    { name: 'server peak RSS during that load', value: `${peak.toFixed(0)} MB`, target: '< 450 MB', met: peak < 450 },
    {
      name: 'heavy load: PDFs 200 / upload preview 200',
      value: `${ok.length}/${PDFS}, ${uploadResult.status}`,
      target: `${PDFS}/${PDFS}, 200`,
      met: served,
    },
  ];
}
