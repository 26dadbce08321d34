import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import type { ParseOutcome, ParseTask } from '../services/parse-worker.ts';

/** Course parsing as the server runs it: a real worker thread running parse-worker.ts through tsx. */
const pool = testWorkerPool<ParseTask, ParseOutcome>(
  { file: 'modules/course-files/services/parse-worker.ts', maxQueue: 2 },
  async () => (await import('../services/parse-worker.ts')).parseTask,
);
const KMZ = new Uint8Array(readFileSync(new URL('../../courses/seed-data/berlin-marathon-aid-stations.kmz', import.meta.url)));

describe('course files parsed in a worker thread', () => {
  it('gives the same profile as the engine on this thread', async () => {
    const outcome = await pool.run({ bytes: KMZ, fileName: 'berlin.kmz', options: {} });
    expect(outcome.ok).toBe(true);
    const inline = await (await import('../services/parse-worker.ts')).parseTask({ bytes: KMZ, fileName: 'berlin.kmz', options: {} });
    expect(outcome).toEqual(inline);
  });

  it('moves the bytes to the worker instead of copying them, and sends the file back packed when asked', async () => {
    const mine = KMZ.slice();
    const outcome = await pool.run({ bytes: mine, fileName: 'berlin.kmz', options: {}, pack: true }, [mine.buffer]);
    // Moved: this thread's view is detached; the file came back gzip-packed with the profile.
    expect(mine.byteLength).toBe(0);
    expect(outcome).toMatchObject({ ok: true, gzipped: expect.any(Uint8Array) });
    expect(outcome.ok && gunzipSync(outcome.gzipped!)).toEqual(Buffer.from(KMZ));
  });

  it('a broken file comes back as its refusal code, not a crash', async () => {
    const outcome = await pool.run({ bytes: new TextEncoder().encode('<gpx><trk>'), fileName: 'x.gpx', options: {} });
    expect(outcome).toMatchObject({ ok: false, code: 'xmlMalformed' });
  });
});
