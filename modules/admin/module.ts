import { defineModule } from '../../src/host/module-contract.ts';
import './routes.ts';
import { AuditEntry, LogEntry, StatEvent } from './entities.ts';
import { adminEnvSchema } from './env.server.ts';
import { messages, t } from './locales/messages.ts';
import { adminDashboard } from './services/admin-dashboard.ts';
import { flushLogLines, storeLogLine } from './services/log-sink.ts';
import { storeEvent } from './services/stats.ts';
import { AuditPage } from './ui/audit-page.tsx';
import { DashboardPage } from './ui/dashboard-page.tsx';
import { LogsPage } from './ui/logs-page.tsx';
import { StatsPage } from './ui/stats-page.tsx';
import { UsersPage } from './ui/users-page.tsx';
import { adminApi } from './api.ts';
import { adminApiPaths } from './api-paths.ts';

/** Admin: the dashboard other modules fill with tiles, the audit trail, users, the log viewer and the owner's stats. */
export const adminModule = defineModule({
  name: 'admin',
  adminPages: {
    'admin.index': DashboardPage,
    'admin.audit.index': AuditPage,
    'admin.users.index': UsersPage,
    'admin.logs.index': LogsPage,
    'admin.stats.index': StatsPage,
  },
  api: [{ prefix: adminApiPaths.prefix, app: adminApi }],
  entities: [AuditEntry, LogEntry, StatEvent],
  messages,
  env: adminEnvSchema,
  dashboard: adminDashboard,
  logSink: storeLogLine,
  flushLog: flushLogLines,
  eventSink: storeEvent,
  nav: {
    adminMenu: [
      { route: 'admin.index', label: (l) => t(l).admin.nav.home(), order: 10, group: 'overview' },
      { route: 'admin.users.index', label: (l) => t(l).admin.nav.users(), order: 80, group: 'team' },
      { route: 'admin.audit.index', label: (l) => t(l).admin.nav.audit(), order: 90, group: 'team' },
      { route: 'admin.logs.index', label: (l) => t(l).admin.nav.logs(), order: 100, newTab: true, group: 'team' },
      { route: 'admin.stats.index', label: (l) => t(l).admin.nav.stats(), order: 110, newTab: true, group: 'overview' },
    ],
    userMenu: [
      { route: 'admin.index', label: (l) => t(l).admin.nav.home(), order: 60 },
      { route: 'admin.logs.index', label: (l) => t(l).admin.nav.logs(), order: 90, newTab: true },
      { route: 'admin.stats.index', label: (l) => t(l).admin.nav.stats(), order: 95, newTab: true },
    ],
  },
});
