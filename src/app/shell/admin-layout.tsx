import type { ReactNode } from 'react';
import { Link } from '../../ui/link.client.tsx';
import type { Viewer } from '../../auth/access.ts';
import { STAFF_ROLES } from '../../auth/roles.ts';
import { navigation, type NavLink } from '../../composition.ts';
import { ADMIN_MENU_GROUPS } from '../../host/module-contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import type { RouteName } from '../../i18n/route-table.ts';
import { ForbiddenView } from './forbidden-view.tsx';

/** `admin.news.edit` belongs to `admin.news`: its menu item stays marked on the screens below it. */
const section = (route: string) => route.split('.').slice(0, 2).join('.');

/** The menu item of this screen: its own route, else the first item of its section. */
function currentItem<L extends { route: string }>(menu: readonly L[], current: string): { link: L; exact: boolean } | null {
  const exact = menu.find((link) => link.route === current);
  if (exact) return { link: exact, exact: true };
  const near = menu.find((link) => section(link.route) === section(current));
  return near ? { link: near, exact: false } : null;
}

/**
 * The admin area's frame: a side navigation built from every module's `nav.adminMenu`, grouped
 * under headings, with the current screen marked (`aria-current`), beside the screen. On a phone
 * the navigation folds into one "Admin menu" disclosure (a `<details>`, no script needed); from
 * 900 px its content is always shown (styles.css). The staff guard here is a second lock: the
 * route's access rule and each screen's own check (requireRole) come first; a layout alone never
 * protects anything.
 */
export function AdminLayout({
  locale,
  viewer,
  current,
  badges = {},
  children,
}: {
  locale: Locale;
  viewer: Viewer;
  current: RouteName;
  badges?: Readonly<Record<string, number>>;
  children: ReactNode;
}) {
  const LL = t(locale);
  if (viewer.kind !== 'user' || !viewer.roles.some((role) => STAFF_ROLES.includes(role))) {
    return <ForbiddenView locale={locale} />;
  }
  const menu = navigation('adminMenu', locale, viewer);
  const active = currentItem(menu, current);
  const groups = ADMIN_MENU_GROUPS.map((group) => ({ group, links: menu.filter((link) => (link.item.group ?? 'overview') === group) }));
  const item = (link: NavLink) => {
    const count = link.item.badge ? (badges[link.item.badge] ?? 0) : 0;
    const marked = active?.link === link;
    return (
      <li key={`${link.route}${link.href}`}>
        <Link
          to={link.href}
          aria-current={marked ? (active.exact ? 'page' : 'location') : undefined}
          {...(link.item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          <span>{link.label}</span>
          {count > 0 && <span className="admin-nav-count">{count}</span>}
        </Link>
      </li>
    );
  };
  return (
    <div className="admin-layout">
      <nav className="admin-nav" aria-label={LL.nav.adminMenu()}>
        <details>
          <summary>
            {LL.adminShell.menuToggle()}
            {active && <span className="admin-nav-here">{active.link.label}</span>}
          </summary>
          {groups
            .filter(({ links }) => links.length > 0)
            .map(({ group, links }) => (
              <div key={group} className="admin-nav-group">
                <p id={`admin-nav-${group}`} className="admin-nav-heading">
                  {LL.adminShell.groups[group]()}
                </p>
                <ul aria-labelledby={`admin-nav-${group}`}>{links.map(item)}</ul>
              </div>
            ))}
        </details>
      </nav>
      <div className="admin-content">{children}</div>
    </div>
  );
}
