import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { listAudit } from '../data/audit.repository.ts';
import { t } from '../locales/messages.ts';

/** admin.audit.index: the audit trail, newest first. Staff only. */
export async function AuditPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const entries = await listAudit(requestEm(), { limit: 300 });
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <div>
      <PageHead locale={locale} route="admin.audit.index" title={LL.admin.audit.title()} noindex />
      <h1>{LL.admin.audit.title()}</h1>
      <p className="muted">{LL.admin.audit.intro()}</p>
      {entries.length === 0 ? (
        <p>{LL.admin.audit.empty()}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{LL.admin.audit.when()}</th>
                <th scope="col">{LL.admin.audit.who()}</th>
                <th scope="col">{LL.admin.audit.action()}</th>
                <th scope="col">{LL.admin.audit.target()}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.actorName}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.target}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
