import { Writable } from 'node:stream';
import pino from 'pino';
import { env } from './env.server.ts';

type LogSink = (line: string) => void;
const sinks: LogSink[] = [];
const flushes: Array<() => Promise<void>> = [];

/**
 * A module that keeps the log (the admin module's log viewer) receives every line, already
 * redacted by pino (src/composition.ts); `flush` writes out what it still holds (flushLogSinks).
 */
export function addLogSink(sink: LogSink, flush?: () => Promise<void>): void {
  sinks.push(sink);
  if (flush) flushes.push(flush);
}

/** Lets every sink write out what it holds (the server's shutdown, before the database closes). */
export async function flushLogSinks(): Promise<void> {
  await Promise.all(flushes.map((flush) => flush().catch(() => undefined)));
}

const toSinks = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    if (sinks.length > 0) {
      const line = chunk.toString();
      for (const sink of sinks) {
        try {
          sink(line);
        } catch {
          // A sink never breaks logging.
        }
      }
    }
    done();
  },
});

/** Structured JSON logs on stdout, one line per event, and a copy to the modules' sinks. */
export const logger = pino(
  {
    level: env().LOG_LEVEL,
    base: { service: 'paceband' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  },
  // Each stream takes every line the logger's level lets through (multistream's own default is info).
  pino.multistream([
    { level: 'trace', stream: process.stdout },
    { level: 'trace', stream: toSinks },
  ]),
);
