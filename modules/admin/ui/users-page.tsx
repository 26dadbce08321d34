import { userAdmin } from '../../accounts/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';

/**
 * admin.users.index: search users by name or email, change their staff roles (only an owner
 * touches admin and owner) and block or unblock them. Staff only; the server checks every action.
 */
export async function UsersPage({ locale, query }: RoutePageProps) {
  const actor = await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const U = LL.admin.users;
  const q = (new URLSearchParams(query).get('q') ?? '').slice(0, 100);
  const flash = await readFlash();
  const users = await userAdmin.list({ search: q, limit: 100 });
  const isOwner = actor.roles.includes('owner');
  const joined = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div>
      <PageHead locale={locale} route="admin.users.index" title={U.title()} noindex />
      <h1>{U.title()}</h1>
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
      <p className="muted" role="status">
        {U.count({ count: String(users.length) })}
      </p>
      {users.length === 0 ? (
        <p>{U.empty()}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{U.name()}</th>
              <th scope="col">{U.email()}</th>
              <th scope="col">{U.joined()}</th>
              <th scope="col">{U.roles()}</th>
              <th scope="col">{U.status()}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name}</th>
                <td>{user.email}</td>
                <td>{joined.format(new Date(user.createdAt))}</td>
                <td>
                  <PostForm action={`/api/admin/users/${user.id}/roles`} locale={locale} label={U.rolesOf({ name: user.name })}>
                    <input type="hidden" name="q" value={q} />
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
                </td>
                <td>
                  <span className="status-pill">{user.blocked ? U.blocked() : U.active()}</span>{' '}
                  {user.id !== actor.id && (isOwner || !user.roles.some((r) => r === 'admin' || r === 'owner')) && (
                    <PostForm action={`/api/admin/users/${user.id}/block`} locale={locale} className="inline-form">
                      <input type="hidden" name="q" value={q} />
                      <input type="hidden" name="blocked" value={user.blocked ? 'false' : 'true'} />
                      <button type="submit" className="btn btn-secondary">
                        {user.blocked ? U.unblock() : U.block()}
                        <span className="visually-hidden">: {user.name}</span>
                      </button>
                    </PostForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
