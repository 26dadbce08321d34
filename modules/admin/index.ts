// The admin module's public surface: what other modules call to record admin actions.
// (Countable events go through the host's recordEvent, src/host/events.ts, so any module may count without depending on admin.)
export { recordAudit } from './services/audit.ts';

/** Days the server's log lines are kept (LOG_RETENTION_DAYS), for the privacy notice. */
export { logRetentionDays } from './services/log-retention.ts';
