import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { decideAccess } from '../auth/access.ts';
import { getViewer } from '../auth/viewer.server.ts';
import { isLocale } from '../i18n/locales.ts';
import { alternatePaths, matchRoute, routePath, ROUTES } from '../i18n/route-table.ts';
import { unreadNewsCount } from '../../modules/content/index.ts';
import { AVAILABLE_ROUTES, PAGES } from './page-registry.ts';
import { isAppMode } from '../host/request-info.server.ts';
import { LayoutShell } from './shell/layout-shell.tsx';

interface Props {
  locale: string;
  rest?: string[];
  /** Waku passes undefined when the URL has no query string. */
  query?: string;
}

/**
 * Every page of the product goes through here: resolve the path against the route table, apply
 * the route's access rule on the server (SPEC 4 guard), then render the module's page in the shell.
 * Pages check their own permissions too; this is the first line, not the only one.
 */
export async function RoutePage({ locale, rest = [], query = '' }: Props) {
  if (!isLocale(locale)) notFound();
  const pathname = `/${[locale, ...rest].join('/')}`;
  const match = matchRoute(pathname, AVAILABLE_ROUTES);
  const Page = match && PAGES[match.name];
  if (!match || !Page) notFound();

  const viewer = await getViewer();
  const decision = decideAccess(ROUTES[match.name].access, viewer);
  if (!decision.allow) {
    const target =
      decision.redirect === 'login'
        ? `${routePath(locale, 'login.index')}?redirectTo=${encodeURIComponent(pathname)}`
        : routePath(locale, decision.redirect === 'build' ? 'build.index' : 'home.index');
    redirect(target, 303);
  }

  return (
    <LayoutShell
      locale={locale}
      available={AVAILABLE_ROUTES}
      viewer={viewer}
      alternates={alternatePaths(match.name, match.params)}
      unreadNews={match.name === 'news.index' ? 0 : await unreadNewsCount()}
      appMode={isAppMode(query)}
    >
      <Page locale={locale} params={match.params} query={query} available={AVAILABLE_ROUTES} />
    </LayoutShell>
  );
}
