import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { pageWindow, parseTableQuery } from '../../../src/ui/table-query.ts';
import { countLogs, queryLogs, type LogDto, type LogSort } from '../data/log.repository.ts';
import { adminEnv } from '../env.server.ts';
import { t } from '../locales/messages.ts';
import { LOG_LEVELS, parseLogFilter } from '../services/log-filter.ts';

const LOGS_TABLE = {
  sorts: ['time', 'level'] as const satisfies readonly LogSort[],
  defaultSort: 'time' as const,
  defaultDir: 'desc' as const,
  pageSize: 100,
};

/**
 * admin.logs.index (SPEC 2 log viewer, opened in a new tab): the server's kept log lines, newest
 * first, filtered by lowest level, time, request id, user id and path. Staff only.
 */
export async function LogsPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const L = LL.admin.logs;
  const { filter, form } = parseLogFilter(new URLSearchParams(query));
  const em = requestEm();
  const state = parseTableQuery(query, LOGS_TABLE);
  const window = pageWindow(state, await countLogs(em, filter));
  const lines = await queryLogs(em, { ...filter, limit: window.limit }, { sort: state.sort, dir: state.dir, offset: window.offset });
  const levelName = (n: number) => Object.entries(LOG_LEVELS).find(([, v]) => v === n)?.[0] ?? String(n);
  const columns: Array<Column<LogDto, LogSort>> = [
    {
      label: L.time(),
      sort: 'time',
      firstDir: 'desc',
      cell: (line) => <time dateTime={line.at}>{line.at.replace('T', ' ').slice(0, 23)}</time>,
    },
    { label: L.level(), sort: 'level', firstDir: 'desc', cell: (line) => levelName(line.level) },
    { label: L.message(), cell: (line) => line.msg },
    {
      label: L.details(),
      cell: (line) => (
        <span className="log-line">
          {[line.reqId && `reqId=${line.reqId}`, line.userId && `userId=${line.userId}`, line.path && `path=${line.path}`]
            .filter(Boolean)
            .join(' ')}{' '}
          {Object.keys(line.data).length > 0 ? JSON.stringify(line.data) : ''}
        </span>
      ),
    },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.logs.index" title={L.title()} noindex />
      <AdminHeader title={L.title()} intro={L.intro({ days: String(adminEnv().LOG_RETENTION_DAYS) })} />
      <form method="get" className="filters">
        <div className="field">
          <label htmlFor="log-level">{L.level()}</label>
          <select id="log-level" name="level" defaultValue={form.level}>
            {Object.keys(LOG_LEVELS).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="log-from">{L.from()}</label>
          <input id="log-from" name="from" type="datetime-local" defaultValue={form.from} />
        </div>
        <div className="field">
          <label htmlFor="log-to">{L.to()}</label>
          <input id="log-to" name="to" type="datetime-local" defaultValue={form.to} />
        </div>
        <div className="field">
          <label htmlFor="log-req">{L.reqId()}</label>
          <input id="log-req" name="reqId" defaultValue={form.reqId} />
        </div>
        <div className="field">
          <label htmlFor="log-user">{L.user()}</label>
          <input id="log-user" name="user" defaultValue={form.user} />
        </div>
        <div className="field">
          <label htmlFor="log-path">{L.path()}</label>
          <input id="log-path" name="path" defaultValue={form.path} />
        </div>
        <button type="submit" className="btn btn-secondary">
          {L.filter()}
        </button>
      </form>
      <p className="muted" role="status">
        {window.total === 0 ? L.empty() : L.shown({ count: String(window.total) })}
      </p>
      <DataTable locale={locale} caption={L.title()} columns={columns} rows={lines} view={{ state, window, query }} empty={null} />
    </div>
  );
}
