import { Writable } from 'node:stream';
import pino from 'pino';
import { env } from './env.server.ts';

type LogSink = (line: string) => void;
const sinks: LogSink[] = [];

/** A module that keeps the log (the admin module's log viewer) receives every line, already redacted by pino (src/composition.ts). */
export function addLogSink(sink: LogSink): void {
  sinks.push(sink);
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
