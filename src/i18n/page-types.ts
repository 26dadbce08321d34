import type { ComponentType } from 'react';
import type { Locale } from './locales.ts';
import type { RouteName, RouteParams } from './route-table.ts';

/** What every routed page receives from the host. */
export interface RoutePageProps {
  locale: Locale;
  params: RouteParams;
  /** The query string without '?'. */
  query: string;
  /** Route names whose module has landed: link only to these. */
  available: ReadonlySet<RouteName>;
}

/** A module's fragment of the route table: the pages it implements, by route name. */
export type PageFragment = Partial<Record<RouteName, ComponentType<RoutePageProps>>>;
