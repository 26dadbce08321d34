/**
 * The build page's preview round trip on the server: request JSON in → validation → plan →
 * Satori band SVG → response JSON, through the real Hono route, for a marathon band whose goal
 * changes at every call (as when a runner types). The browser adds its debounce (350 ms) and the
 * image decode on top; this is the part the server owns.
 */
import { performance } from 'node:perf_hooks';
import { median, quantile } from '../../../src/lib/sample-statistics.ts';
import { bandBuilderApi } from '../api.ts';

const RUNS = 41;

async function roundTrip(goalSeconds: number, extra: Record<string, unknown> = {}): Promise<{ ms: number; bytes: number }> {
  const goal = `${Math.floor(goalSeconds / 3600)}:${String(Math.floor((goalSeconds % 3600) / 60)).padStart(2, '0')}:${String(goalSeconds % 60).padStart(2, '0')}`;
  const body = JSON.stringify({
    locale: 'en',
    settings: { plan: { bands: [{ goal }], distanceM: 42_195, half: true, ...extra }, band: { title: 'Berlin' } },
  });
  const start = performance.now();
  const response = await bandBuilderApi.request('/preview', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`preview failed: ${response.status} ${text.slice(0, 200)}`);
  return { ms, bytes: text.length };
}

async function series(label: string, extra: Record<string, unknown> = {}) {
  await roundTrip(4 * 3600, extra); // warm-up: fonts, Satori's wasm, JIT
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await roundTrip(3 * 3600 + 60 * i, extra);
    samples.push(result.ms);
    bytes = result.bytes;
  }
  console.log(
    `${label}: median ${median(samples).toFixed(1)} ms, p90 ${quantile(samples, 0.9).toFixed(1)} ms over ${RUNS} goals; response ${(bytes / 1024).toFixed(0)} KB`,
  );
}

export default async function bench(): Promise<void> {
  await series('preview round trip, marathon, km rows + half');
  await series('preview round trip, marathon, walk breaks every 9 min', { walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 } });
}
