/**
 * Issue 30: what receiving a 24 MB course upload costs the web process's main thread, read the
 * way the course routes did (multipart split on the main thread, src/host/uploads/multipart-stream.ts)
 * and the way they do now (written to a temporary file, split in a worker thread:
 * multipart-off-thread.ts). The body arrives as a Node stream, one 64 kB chunk per turn of the
 * event loop, as from a socket. Two figures each: the main thread's busy time while the upload is
 * read (event-loop utilisation's active time: what the event loop could not spend on other
 * requests, far less sensitive to a loaded machine than a stall) and the longest stall
 * (monitorEventLoopDelay, 1 ms resolution). Medians of five rounds; nothing fails on time.
 */
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { streamMultipartOffThread } from '../../src/host/uploads/multipart-off-thread.ts';
import { streamMultipart, type StreamedForm } from '../../src/host/uploads/multipart-stream.ts';
import { closeWorkerThreads } from '../../src/host/worker-pool.ts';
import { median } from '../../src/lib/sample-statistics.ts';
import { loadText } from './figures.ts';
import { denseGpxUpload } from './heavy-load.bench.ts';

const CHUNK = 64 * 1024;
const ROUNDS = 5;

function socketLike(body: Uint8Array): Readable {
  let at = 0;
  return new Readable({
    read() {
      void turn().then(() => this.push(at >= body.length ? null : body.subarray(at, (at += CHUNK))));
    },
  });
}

async function measure(read: () => Promise<StreamedForm | null>): Promise<{ busyMs: number; stallMs: number; size: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const start = performance.eventLoopUtilization();
  delay.enable();
  const form = await read();
  delay.disable();
  const used = performance.eventLoopUtilization(start);
  return { busyMs: used.active, stallMs: delay.max / 1e6, size: form?.file?.size ?? 0 };
}

export default async function bench(): Promise<void> {
  const { gpx, body, contentType } = await denseGpxUpload();
  const request = () =>
    new Request('http://bench/api/courses/preview', {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
  const ways = {
    'main thread (streamMultipart)': () => streamMultipart(request(), { nodeBody: socketLike(body) }),
    'off the main thread (temporary file + worker)': () => streamMultipartOffThread(request(), { nodeBody: socketLike(body) }),
  };
  try {
    // The worker thread started and its modules loaded before anything is measured.
    await ways['off the main thread (temporary file + worker)']();
    const rows: Record<string, Array<{ busyMs: number; stallMs: number }>> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, read] of Object.entries(ways)) {
        const figures = await measure(read);
        if (figures.size !== gpx.length) throw new Error(`${name} read ${figures.size} bytes of ${gpx.length}`);
        (rows[name] ??= []).push(figures);
      }
    }
    console.log(`${(body.length / 1048576).toFixed(1)} MB multipart body, 64 kB a turn, ${loadText(availableParallelism())}`);
    console.log(`  ${'read'.padEnd(48)} main-thread busy   longest stall  (medians of ${ROUNDS})`);
    for (const [name, figures] of Object.entries(rows)) {
      const busy = median(figures.map((f) => f.busyMs));
      const stall = median(figures.map((f) => f.stallMs));
      console.log(`  ${name.padEnd(48)} ${busy.toFixed(0).padStart(10)} ms ${stall.toFixed(0).padStart(12)} ms`);
    }
  } finally {
    await closeWorkerThreads();
  }
}
