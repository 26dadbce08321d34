import { threadId, Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { BusyError } from '../lib/http-errors.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { lowerV8PlatformThreads, WORKER_NICE, workerExecArgv } from './worker-priority.ts';
import { workerPool } from './worker-pool.ts';

type Seen = { threadId: number; nice: number };
const file = 'src/host/worker-pool.test-worker.ts';
const inline = async () => async () => ({ threadId, nice: 0 });
const first = workerPool<number, Seen>({ file, threads: 1, maxQueue: 1 }, inline);
const second = workerPool<number, Seen>({ file, threads: 1, maxQueue: 8 }, inline);
const own = workerPool<number, Seen>({ file, threads: 1, maxQueue: 1, ownThread: { idleMs: 300 } }, inline);
afterAll(async () => {
  await first.close();
  await second.close();
  await own.close();
});

describe('the shared worker pool', () => {
  it('runs tasks off the calling thread, at a lower priority than the event loop on Linux', async () => {
    const seen = await first.run(0);
    expect(seen.threadId).not.toBe(threadId);
    if (process.platform === 'linux') expect(seen.nice).toBe(WORKER_NICE);
  });

  it('lowers a new thread before it loads tsx or any module: its first preload alone does it', async () => {
    const body = "import os from 'node:os'; import { parentPort } from 'node:worker_threads'; parentPort.postMessage(os.getPriority());";
    const execArgv = workerExecArgv({ typescript: true });
    expect(execArgv.indexOf('tsx')).toBe(3);
    // The build's bundles need no loader: the priority alone.
    expect(workerExecArgv({ typescript: false })).toEqual(execArgv.slice(0, 2));
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(body)}`), { execArgv: execArgv.slice(0, 2) });
    const nice = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(nice).toBe(process.platform === 'linux' ? WORKER_NICE : 0);
  });

  it.runIf(process.platform === 'linux')(
    "lowers V8's own threads (the workers' garbage collection) below the event loop, not the event loop",
    () => {
      const niceOf = (tid: string) => Number(readFileSync(`/proc/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const named = (name: string) =>
        readdirSync('/proc/self/task').filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name);
      const callerBefore = niceOf('thread-self');
      expect(lowerV8PlatformThreads()).toBeGreaterThan(0);
      expect(named('V8Worker').map((tid) => niceOf(`self/task/${tid}`))).toEqual(named('V8Worker').map(() => WORKER_NICE));
      // The calling thread (the event loop, in the server) keeps its priority, whatever it started at.
      expect(niceOf('thread-self')).toBe(callerBefore);
    },
  );

  it('caps each kind on its own: one kind’s full queue refuses at once while another kind still runs', async () => {
    const answers = await Promise.allSettled([first.run(300), first.run(0), first.run(0), second.run(0)]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((answers[2] as PromiseRejectedResult).reason).toBeInstanceOf(BusyError);
    expect(first.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a kind with its own thread one outside the shared pool, which exits once idle and everything it held with it', async () => {
    const shared = await first.run(0);
    const mine = await own.run(0);
    expect(mine.threadId).not.toBe(threadId);
    expect(mine.threadId).not.toBe(shared.threadId);
    if (process.platform === 'linux') expect(mine.nice).toBe(WORKER_NICE);
    expect((await own.run(0)).threadId).toBe(mine.threadId);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = await own.run(0);
    expect(again.threadId).not.toBe(mine.threadId);
    expect((await first.run(0)).threadId).toBe(shared.threadId);
  });
});
