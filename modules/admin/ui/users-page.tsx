import { userAdmin, type UserSort, type UserSummary } from '../../accounts/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { pageWindow, parseTableQuery } from '../../../src/ui/table-query.ts';
import { t } from '../locales/messages.ts';
import { adminApiPaths } from '../api-paths.ts';

/**
 * admin.users.index: search users by name or email, change their staff roles (only an owner
 * touches admin and owner) and block or unblock them. Staff only; the server checks every action.
 */
const USERS_TABLE = {
  sorts: ['name', 'email', 'joined'] as const satisfies readonly UserSort[],
  defaultSort: 'joined' as const,
  defaultDir: 'desc' as const,
};

export async function UsersPage({ locale, query }: RoutePageProps) {
  const actor = await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const U = LL.admin.users;
  const q = (new URLSearchParams(query).get('q') ?? '').slice(0, 100);
  const state = parseTableQuery(query, USERS_TABLE);
  const window = pageWindow(state, await userAdmin.count(q));
  const [users, flash] = await Promise.all([
    userAdmin.list({ search: q, sort: state.sort, dir: state.dir, limit: window.limit, offset: window.offset }),
    readFlash(),
  ]);
  const isOwner = actor.roles.includes('owner');
  const joined = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  // The forms come back to this very list: search, sorting and page.
  const back = <input type="hidden" name="q" value={q} />;
  const columns: Array<Column<UserSummary, UserSort>> = [
    { label: U.name(), sort: 'name', rowHeader: true, cell: (user) => user.name },
    { label: U.email(), sort: 'email', cell: (user) => user.email },
    { label: U.joined(), sort: 'joined', firstDir: 'desc', cell: (user) => joined.format(new Date(user.createdAt)) },
    {
      label: U.roles(),
      cell: (user) => (
        <PostForm
          action={adminApiPaths.routes.userRoles.href({ id: user.id })}
          locale={locale}
          label={U.rolesOf({ name: user.name })}
          className="inline-checks"
        >
          {back}
          {(['admin', 'owner'] as const).map((role) => (
            <span key={role} className="field-check">
              <input
                id={`role-${role}-${user.id}`}
                type="checkbox"
                name={`role_${role}`}
                defaultChecked={user.roles.includes(role)}
                disabled={!isOwner || user.id === actor.id}
              />
              <label htmlFor={`role-${role}-${user.id}`}>{U.role[role]()}</label>
            </span>
          ))}
          {isOwner && user.id !== actor.id && (
            <button type="submit" className="btn btn-secondary">
              {U.saveRoles()}
              <span className="visually-hidden">: {user.name}</span>
            </button>
          )}
        </PostForm>
      ),
    },
    {
      label: U.status(),
      cell: (user) => (
        <>
          <span className="status-pill">{user.blocked ? U.blocked() : U.active()}</span>{' '}
          {user.id !== actor.id && (isOwner || !user.roles.some((r) => r === 'admin' || r === 'owner')) && (
            <PostForm action={adminApiPaths.routes.userBlock.href({ id: user.id })} locale={locale} className="inline-form">
              {back}
              <input type="hidden" name="blocked" value={user.blocked ? 'false' : 'true'} />
              <button type="submit" className="btn btn-secondary">
                {user.blocked ? U.unblock() : U.block()}
                <span className="visually-hidden">: {user.name}</span>
              </button>
            </PostForm>
          )}
        </>
      ),
    },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.users.index" title={U.title()} noindex />
      <AdminHeader title={U.title()} />
      <FormMessage flash={flash} form="users" />
      <form method="get" className="filters" role="search">
        <div className="field">
          <label htmlFor="users-q">{U.search()}</label>
          <input id="users-q" name="q" type="search" defaultValue={q} />
        </div>
        <button type="submit" className="btn btn-secondary">
          {U.searchButton()}
        </button>
      </form>
      <DataTable locale={locale} caption={U.title()} columns={columns} rows={users} view={{ state, window, query }} empty={U.empty()} />
    </div>
  );
}
