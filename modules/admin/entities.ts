// The admin module's entities, for the host's explicit entity list.
export { AuditEntry } from './entities/audit-entry.entity.ts';
export { LogEntry } from './entities/log-entry.entity.ts';
export { StatEvent } from './entities/stat-event.entity.ts';
