// The admin module's public surface: what other modules call to record admin actions and countable events.
export { recordAudit } from './services/audit.ts';
export { recordEvent, STAT_KINDS, type StatKind } from './services/stats.ts';
