import type { Viewer } from '../../../src/auth/access.ts';
import { decideAccess } from '../../../src/auth/access.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../../../src/i18n/messages.ts';
import { routePath, ROUTES, type RouteName } from '../../../src/i18n/route-table.ts';
import { UserMenuButton, type UserMenuItem } from './user-menu.client.tsx';

type NavKey = 'profile' | 'paceBands' | 'orderCreate' | 'orders' | 'courses' | 'adminHome' | 'adminNews' | 'adminPromos' | 'adminThemes';

/** SPEC 2's user menu, in order. The log viewer and stats links join when their routes exist. */
const ENTRIES: Array<[RouteName, NavKey]> = [
  ['profile.index', 'profile'],
  ['pace-bands.index', 'paceBands'],
  ['order.create', 'orderCreate'],
  ['order.index', 'orders'],
  ['course.index', 'courses'],
  ['admin.index', 'adminHome'],
  ['admin.news.index', 'adminNews'],
  ['admin.promos.index', 'adminPromos'],
  ['admin.themes.index', 'adminThemes'],
];

/** The entries a user may open: route available (module landed) and allowed by the same guard as the pages. */
export function userMenuItems(locale: Locale, viewer: Viewer, available: ReadonlySet<RouteName>): UserMenuItem[] {
  const nav = t(locale).nav;
  return ENTRIES.filter(([route]) => available.has(route) && decideAccess(ROUTES[route].access, viewer).allow).map(([route, key]) => ({
    href: routePath(locale, route),
    label: nav[key](),
  }));
}

/** The top bar's user menu for a logged-in viewer (server side: builds plain items for the client leaf). */
export function UserMenu({
  locale,
  viewer,
  available,
}: {
  locale: Locale;
  viewer: Extract<Viewer, { kind: 'user' }>;
  available: ReadonlySet<RouteName>;
}) {
  const nav = t(locale).nav;
  return (
    <UserMenuButton
      label={nav.userMenu()}
      name={viewer.name}
      items={userMenuItems(locale, viewer, available)}
      logout={{ label: nav.logout(), locale }}
    />
  );
}
