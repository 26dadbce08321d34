import type { Viewer } from '../auth/access.ts';
import type { Locale } from '../i18n/locales.ts';
import type { RouteName } from '../i18n/route-table.ts';
import type { BadgeContext, CookieInfo, HomeWidget, ModuleManifest, NavItem } from './module-contract.ts';

export type NavList = keyof NonNullable<ModuleManifest['nav']>;

export interface NavLink {
  route: RouteName;
  href: string;
  label: string;
  item: NavItem;
}

/**
 * What the host's own pages read from the composition (src/composition.ts), handed to the host's
 * manifest when it is composed (src/app/host-module.ts): the pages never import the composition,
 * which lists them, so the composition root has no circle.
 */
export interface HostComposition {
  /** Every module's home section, in order. */
  homeWidgets(): readonly HomeWidget[];
  /** Every cookie the site sets, for the privacy page. */
  cookies(): readonly CookieInfo[];
  /** One navigation list for a viewer: landed routes the viewer may open, in order. */
  navigation(list: NavList, locale: Locale, viewer: Viewer): NavLink[];
  /** Every badge's count for this request. */
  badgeCounts(context: BadgeContext): Promise<Record<string, number>>;
}
