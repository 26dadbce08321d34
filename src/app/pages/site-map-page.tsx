import { Link } from 'waku';
import type { RoutePageProps } from '../../i18n/page-types.ts';
import { t, type Translator } from '../../i18n/messages.ts';
import { routePath, ROUTES, type RouteName } from '../../i18n/route-table.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PageHeader } from '../../ui/page-header.client.tsx';

/** The label of each parameterless open route, for the site map. */
function label(LL: Translator, route: RouteName): string | null {
  const labels: Partial<Record<RouteName, () => string>> = {
    'home.index': LL.nav.home,
    'build.index': LL.nav.build,
    'calendar.index': LL.nav.calendar,
    'predictor.index': LL.nav.predictor,
    'news.index': LL.nav.news,
    'faq.index': LL.nav.faq,
    'search.index': LL.nav.search,
    'donate.index': LL.nav.donate,
    'contact.index': LL.footer.contact,
    'terms.index': LL.footer.terms,
    'privacy.index': LL.footer.privacy,
  };
  return labels[route]?.() ?? null;
}

/** sitemap.index: every open page that has landed, generated from the route table. */
export function SiteMapPage({ locale, available }: RoutePageProps) {
  const LL = t(locale);
  const routes = [...available].filter((route) => ROUTES[route].access === 'open' && label(LL, route));
  return (
    <article className="card">
      <PageHead locale={locale} route="sitemap.index" title={LL.pages.siteMap.title()} />
      <PageHeader title={LL.pages.siteMap.title()} backLabel={LL.ui.back()} rootHref={routePath(locale, 'home.index')} />
      <ul>
        {routes.map((route) => (
          <li key={route}>
            <Link to={routePath(locale, route)}>{label(LL, route)}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
