import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import { BusyError } from '../../../src/lib/http-errors.ts';
import { readEventFile, type ReadResult } from './event-file.ts';

/** The calendar import's reading as the server runs it: a real worker thread, text in, rows out. */
const pool = testWorkerPool<string, ReadResult>({ file: 'modules/calendar/services/event-file-worker.ts', maxQueue: 1 }, async () => {
  const { readEventFile } = await import('./event-file.ts');
  return async (text: string) => readEventFile(text);
});

const CSV = 'name,date,city,country,distances\nBerlin Marathon,2027-09-26,Berlin,DE,marathon\nLyon 10K,2027-03-14,Lyon,FR,10k\n';
const ICS = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'SUMMARY:Paris Half', 'DTSTART;VALUE=DATE:20270307', 'END:VEVENT', 'END:VCALENDAR'].join(
  '\r\n',
);

describe('calendar files read in a worker thread', () => {
  it.each([
    ['CSV', CSV],
    ['iCalendar', ICS],
    ['unreadable text', 'just some text'],
  ])('gives the same rows as reading on this thread: %s', async (_, text) => {
    expect(await pool.run(text)).toEqual(readEventFile(text));
  });

  it('a full queue is refused with 503 and Retry-After, not queued without end', async () => {
    const big = CSV + 'Race,2027-01-01,X,FR,10k\n'.repeat(1500);
    const runs = Array.from({ length: 4 }, () =>
      pool.run(big).then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(runs);
    const busy = outcomes.find((o) => o !== 'done');
    expect(busy).toBeInstanceOf(BusyError);
    expect((busy as BusyError).retryAfterSeconds).toBeGreaterThan(0);
    expect(outcomes).toContain('done');
  });
});
