import pino from 'pino';
import { env } from './env.server.ts';

/** Structured JSON logs on stdout, one line per event. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'paceband' },
  redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
});
