/**
 * Issue 14, "figures to show": page throughput as a share of the host's own static-file
 * throughput, in the same run, 50 connections, against the production build (autocannon).
 * `/favicon.svg` is measured before and after every page and the page is read against the mean of
 * those two, so load that drifts during the run hits both sides alike; before each run the bench
 * waits until the server answers quickly again (work a page left queued is done). The ratio is the headline:
 * absolute req/s swing with whatever else the machine runs (the load average is printed with them).
 *
 * Requests look like a browser's first visit: Accept-Encoding gzip/br (pages are compressed on
 * the fly, static files precompressed), no cookies.
 */
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { benchServer } from './bench-server.ts';
import { loadText, percent, type Figure } from './figures.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

const STATIC = '/favicon.svg';
const PAGES = [
  { path: '/en', label: 'home', target: 0.5 },
  { path: '/en/faq', label: 'FAQ', target: 0.5 },
  { path: '/en/course/berlin', label: 'course page', target: 0.5 },
  { path: '/en/build', label: 'build page', target: 0.25 },
] as const;

interface Run {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Answers other than 2xx, by status, e.g. '503×45'. */
  statuses: string;
  errors: number;
}

async function load(origin: string, path: string, seconds: number, connections = CONNECTIONS): Promise<Run> {
  const result = await autocannon({ url: origin + path, connections, duration: seconds, headers: HEADERS });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count ?? 0}`)
      .join(', '),
    errors: result.errors + result.timeouts,
  };
}

const cores = availableParallelism();

function print(run: Run, staticRps: number | null): void {
  const share = staticRps ? `${percent(run.rps / staticRps).padStart(8)} of static` : '';
  const failures = run.non2xx || run.errors ? `  (${run.non2xx} non-2xx ${run.statuses}, ${run.errors} errors)` : '';
  console.log(
    `  ${run.path.padEnd(20)} ${run.rps.toFixed(1).padStart(8)} req/s   p50 ${String(run.p50).padStart(5)} ms   p99 ${String(run.p99).padStart(5)} ms   max ${String(run.max).padStart(5)} ms ${share}${failures}`,
  );
}

/** Waits (up to 15 s) until the server answers a static file quickly again: work a page left queued is done. */
async function quiesce(origin: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await (await fetch(origin + STATIC)).arrayBuffer();
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function bench(): Promise<Figure[]> {
  const { origin } = await benchServer();
  // Warm-up: JIT, caches, database connections; one short burst per URL.
  for (const path of [STATIC, ...PAGES.map((p) => p.path)]) {
    const answer = await fetch(origin + path, { headers: HEADERS });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    await answer.arrayBuffer();
    await load(origin, path, 1, 10);
  }
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per URL, static runs between the pages, ${loadText(cores)} at start`);
  const measure = async (path: string) => {
    await quiesce(origin);
    const run = await load(origin, path, SECONDS);
    print(run, null);
    return run;
  };
  // Static before and after every page: each page is read against the mean of its two neighbours.
  const statics: Run[] = [await measure(STATIC)];
  const pages: Run[] = [];
  for (const page of PAGES) {
    pages.push(await measure(page.path));
    statics.push(await measure(STATIC));
  }
  const reference = (i: number) => (statics[i]!.rps + statics[i + 1]!.rps) / 2;
  console.log(
    `${STATIC} from ${Math.min(...statics.map((r) => r.rps)).toFixed(0)} to ${Math.max(...statics.map((r) => r.rps)).toFixed(0)} req/s over the run; ${loadText(cores)} at end`,
  );
  console.log('share of static throughput (the static runs just before and after):');
  pages.forEach((run, i) => print(run, reference(i)));

  const figures: Figure[] = PAGES.map((page, i) => {
    const share = pages[i]!.rps / reference(i);
    return {
      name: `${page.label} (${page.path}) req/s / static, ${CONNECTIONS} conn.`,
      value: pages[i]!.non2xx ? `${percent(share)}, ${pages[i]!.statuses}` : percent(share),
      target: `≥ ${percent(page.target).replace('.0', '')}`,
      met: pages[i]!.non2xx === 0 && share >= page.target,
    };
  });
  const home = pages[0]!;
  figures.push({ name: `home p99 latency, ${CONNECTIONS} conn.`, value: `${home.p99} ms`, target: '< 150 ms', met: home.p99 < 150 });
  return figures;
}
