import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { pageWindow, parseTableQuery } from '../../../src/ui/table-query.ts';
import { countAudit, listAudit, type AuditDto, type AuditSort } from '../data/audit.repository.ts';
import { t } from '../locales/messages.ts';

const AUDIT_TABLE = {
  sorts: ['when', 'who', 'action'] as const satisfies readonly AuditSort[],
  defaultSort: 'when' as const,
  defaultDir: 'desc' as const,
  pageSize: 50,
};

/** admin.audit.index: the audit trail, newest first, sorted and paged on the server. Staff only. */
export async function AuditPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const A = t(locale).admin.audit;
  const em = requestEm();
  const state = parseTableQuery(query, AUDIT_TABLE);
  const window = pageWindow(state, await countAudit(em));
  const entries = await listAudit(em, { sort: state.sort, dir: state.dir, limit: window.limit, offset: window.offset });
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  const columns: Array<Column<AuditDto, AuditSort>> = [
    {
      label: A.when(),
      sort: 'when',
      firstDir: 'desc',
      cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
    },
    { label: A.who(), sort: 'who', cell: (entry) => entry.actorName },
    { label: A.action(), sort: 'action', cell: (entry) => <code>{entry.action}</code> },
    { label: A.target(), cell: (entry) => entry.target },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.audit.index" title={A.title()} noindex />
      <AdminHeader title={A.title()} intro={A.intro()} />
      <DataTable locale={locale} caption={A.title()} columns={columns} rows={entries} view={{ state, window, query }} empty={A.empty()} />
    </div>
  );
}
