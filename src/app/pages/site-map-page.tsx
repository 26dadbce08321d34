import { Link } from '../../ui/link.client.tsx';
import { getViewer } from '../../auth/viewer.server.ts';
import type { HostComposition } from '../../host/host-composition.ts';
import type { RoutePageProps } from '../../i18n/page-types.ts';
import { t } from '../../i18n/messages.ts';
import { PageTop } from '../../ui/page-head.tsx';

/** sitemap.index: every page the modules list in `nav.siteMap` that this visitor may open. */
export function siteMapPage(composed: Pick<HostComposition, 'navigation'>) {
  return async function SiteMapPage({ locale }: RoutePageProps) {
    return <SiteMap locale={locale} links={composed.navigation('siteMap', locale, await getViewer())} />;
  };
}

function SiteMap({ locale, links }: { locale: RoutePageProps['locale']; links: ReturnType<HostComposition['navigation']> }) {
  const LL = t(locale);
  return (
    <article className="card">
      <PageTop locale={locale} route="sitemap.index" title={LL.pages.siteMap.title()} />
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
