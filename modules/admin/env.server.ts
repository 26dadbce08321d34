import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The admin module's settings (README: configuration). */
export const adminEnvSchema = z.object({
  /** Days the log viewer keeps the server's log lines in PostgreSQL; older lines are deleted. */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Lowest level copied to the database for the log viewer (pino's names). */
  LOG_DB_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).default('info'),
});

export const adminEnv = defineEnv(adminEnvSchema);
