/**
 * A latency probe in a process of its own (heavy-load.bench.ts): asks `<origin><path>` one request
 * at a time, 10 ms apart, until its stdin closes, then prints every sample as one JSON line:
 * `[sentAt, ms]`, with `sentAt` in ms since the Unix epoch (performance.timeOrigin based), so the
 * bench can place it on its own clock. It prints `ready` once its first answer came back.
 *
 * Its own process because a user's browser is not the load generator: in the bench's process, a
 * probe's answer also waited for the bench's own event loop, busy sending 20 requests and a 24 MB
 * upload at the start of the load, and that wait was counted as the server's.
 * Run by plain Node (type stripping), no loader: `node scripts/bench/probe.ts <origin> <path>`.
 */
const [server, path] = process.argv.slice(2);
const samples: Array<[number, number]> = [];
let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.resume();

async function ask(): Promise<void> {
  const answer = await fetch(`${server}${path}`, { signal: AbortSignal.timeout(120_000) });
  await answer.arrayBuffer();
}

await ask();
process.stdout.write('ready\n');
while (running) {
  const sentAt = performance.timeOrigin + performance.now();
  const start = performance.now();
  try {
    await ask();
  } catch {
    // A refused or timed-out probe still counts with the time it took.
  }
  samples.push([sentAt, performance.now() - start]);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.stdout.write(JSON.stringify(samples) + '\n');

export {};
