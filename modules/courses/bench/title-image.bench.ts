/**
 * Issue 32 point 4: a course's title image is checked and re-encoded by sharp, whose libvips work
 * runs on libuv's thread pool. This prints, for five 6000 × 4000 JPEGs (a phone photo), the time
 * each takes and how much of the process's CPU the JavaScript thread itself spent (Linux's
 * per-thread counters, 10 ms ticks), with the event loop's delay meanwhile beside its delay over
 * as long a wait with nothing to do (the machine's own share).
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { processTitleImage } from '../services/title-image.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
const ROUNDS = 5;

/** CPU time of the main (JavaScript) thread alone, ms; null where /proc has no per-thread counters. */
function jsThreadCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A photo-like picture (gradients and texture, so it compresses as a photo does, not as a flat colour). */
async function photo(): Promise<Uint8Array> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      raw[i] = x % 256;
      raw[i + 1] = y % 256;
      raw[i + 2] = ((x * y) >>> 6) % 256;
    }
  return new Uint8Array(
    await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

export default async function bench() {
  const jpeg = await photo();
  await processTitleImage(jpeg);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const js0 = jsThreadCpuMs();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  delay.enable();
  for (let round = 0; round < ROUNDS; round++) await processTitleImage(jpeg);
  delay.disable();
  const wallMs = (performance.now() - start) / ROUNDS;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
  const js1 = jsThreadCpuMs();
  const jsMs = js0 === null || js1 === null ? null : (js1 - js0) / ROUNDS;
  // The same wait with nothing to do: on a loaded machine the loop is delayed anyway.
  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, wallMs * ROUNDS));
  idle.disable();
  const mb = (jpeg.length / 1048576).toFixed(1);
  console.log(`title image, ${WIDTH} × ${HEIGHT} JPEG (${mb} MB) → 1200 px WebP + 1200 × 630 JPEG, mean of ${ROUNDS}:`);
  console.log(
    `  wall ${wallMs.toFixed(0)} ms, process CPU ${cpuMs.toFixed(0)} ms, JavaScript thread ${jsMs === null ? 'n/a' : `${jsMs.toFixed(0)} ms`}`,
  );
  const ms = (h: typeof delay) => `max ${(h.max / 1e6).toFixed(0)} ms, p99 ${(h.percentile(99) / 1e6).toFixed(0)} ms`;
  console.log(`  event loop delay meanwhile: ${ms(delay)}; as long a wait doing nothing: ${ms(idle)}`);
  return [
    { name: 'title image (24 MP JPEG), wall per picture', value: `${wallMs.toFixed(0)} ms`, target: '—', met: true },
    {
      name: 'title image, JavaScript thread share of its CPU',
      value: jsMs === null ? 'n/a' : `${((jsMs / cpuMs) * 100).toFixed(0)} %`,
      target: '< 10 %',
      met: jsMs === null || jsMs / cpuMs < 0.1,
    },
  ];
}
