import type { ReactNode } from 'react';
import { Link } from 'waku';
import type { Viewer } from '../../auth/access.ts';
import { STAFF_ROLES } from '../../auth/roles.ts';
import { navigation } from '../../composition.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import type { RouteName } from '../../i18n/route-table.ts';
import { ForbiddenView } from './forbidden-view.tsx';

/**
 * The admin area's frame: a menu built from every module's `nav.adminMenu`, around the screen.
 * The staff guard here is a second lock: the route's access rule and each screen's own check
 * (requireRole) come first; a layout alone never protects anything.
 */
export function AdminLayout({
  locale,
  viewer,
  current,
  children,
}: {
  locale: Locale;
  viewer: Viewer;
  current: RouteName;
  children: ReactNode;
}) {
  const LL = t(locale);
  if (viewer.kind !== 'user' || !viewer.roles.some((role) => STAFF_ROLES.includes(role))) {
    return <ForbiddenView locale={locale} />;
  }
  const menu = navigation('adminMenu', locale, viewer);
  return (
    <div className="admin-layout">
      <nav className="admin-menu" aria-label={LL.nav.adminMenu()}>
        <ul>
          {menu.map((link) => (
            <li key={`${link.route}${link.href}`}>
              <Link
                to={link.href}
                aria-current={link.route === current ? 'page' : undefined}
                {...(link.item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">{children}</div>
    </div>
  );
}
