import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { unstable_getContext as getContext } from 'waku/server';
import { decideAccess, type Viewer } from '../auth/access.ts';
import { getViewer } from '../auth/viewer.server.ts';
import { ADMIN_PAGES, AVAILABLE_ROUTES, badgeCounts, PAGES } from '../composition.ts';
import { appModeOf, shellNeedsViewer } from '../host/app-mode.ts';
import { isSharedRender } from '../host/shared-render.ts';
import { isLocale } from '../i18n/locales.ts';
import { alternatePaths, matchRoute, routePath, ROUTES } from '../i18n/route-table.ts';
import { AdminLayout } from './shell/admin-layout.tsx';
import { LayoutShell } from './shell/layout-shell.tsx';
import type { ReactNode } from 'react';
import type { RoutePageProps } from '../i18n/page-types.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../lib/http-errors.ts';
import { ForbiddenView } from './shell/forbidden-view.tsx';

interface Props {
  locale: string;
  rest?: string[];
  /** Waku passes undefined when the URL has no query string. */
  query?: string;
}

/**
 * Every page of the product goes through here: resolve the path against the route table, apply
 * the route's access rule on the server (SPEC 4 guard), then render the module's page in the shell
 * (admin screens inside the admin layout). Pages check their own permissions too; this is the
 * first line, not the only one.
 */
export async function RoutePage({ locale, rest = [], query = '' }: Props) {
  if (!isLocale(locale)) notFound();
  const pathname = `/${[locale, ...rest].join('/')}`;
  const match = matchRoute(pathname, AVAILABLE_ROUTES);
  const Page = match && (PAGES[match.name] ?? ADMIN_PAGES[match.name]);
  if (!match || !Page) notFound();

  const headers = getContext().req.headers;
  const appMode = appModeOf(query, headers.get('cookie'));
  const viewer: Viewer = shellNeedsViewer(appMode, ROUTES[match.name].access) ? await getViewer(headers) : { kind: 'guest' };
  const decision = decideAccess(ROUTES[match.name].access, viewer);
  if (!decision.allow) {
    const target =
      decision.redirect === 'login'
        ? `${routePath(locale, 'login.index')}?redirectTo=${encodeURIComponent(pathname)}`
        : routePath(locale, decision.redirect === 'build' && AVAILABLE_ROUTES.has('build.index') ? 'build.index' : 'home.index');
    redirect(target, 303);
  }
  const page = await renderPage(Page, { locale, params: match.params, query, available: AVAILABLE_ROUTES }, pathname);
  // A page for the page cache is everybody's: its badges are the browser's to ask for.
  const shared = isSharedRender(headers);
  const badges = appMode || shared ? {} : await badgeCounts({ viewer, route: match.name, headers });
  return (
    <LayoutShell
      locale={locale}
      viewer={viewer}
      route={match.name}
      alternates={alternatePaths(match.name, match.params)}
      badges={badges}
      shared={shared}
      appMode={appMode}
    >
      {ADMIN_PAGES[match.name] ? (
        <AdminLayout locale={locale} viewer={viewer} current={match.name} badges={badges}>
          {page}
        </AdminLayout>
      ) : (
        page
      )}
    </LayoutShell>
  );
}

/**
 * A module's page, with the typed errors it throws mapped the way the API maps them: not found is
 * the 404 page, unauthenticated goes to log in and comes back, forbidden is the 403 view.
 * Server-component pages are called here (not left to React) so their errors can be caught;
 * anything else is thrown on to the 500 page.
 */
async function renderPage(Page: unknown, props: RoutePageProps, pathname: string): Promise<ReactNode> {
  const isClientReference = (Page as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference');
  if (typeof Page !== 'function' || isClientReference) {
    const Component = Page as (p: RoutePageProps) => ReactNode;
    return <Component {...props} />;
  }
  try {
    return await (Page as (p: RoutePageProps) => ReactNode | Promise<ReactNode>)(props);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    if (error instanceof UnauthenticatedError)
      redirect(`${routePath(props.locale, 'login.index')}?redirectTo=${encodeURIComponent(pathname)}`, 303);
    if (error instanceof ForbiddenError) return <ForbiddenView locale={props.locale} />;
    throw error;
  }
}
