import { adminEnv } from '../env.server.ts';

/** Days the log viewer keeps the server's log lines (LOG_RETENTION_DAYS); older lines are deleted hourly. */
export function logRetentionDays(): number {
  return adminEnv().LOG_RETENTION_DAYS;
}
