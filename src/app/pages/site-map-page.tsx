import { Link } from 'waku';
import { getViewer } from '../../auth/viewer.server.ts';
import { navigation } from '../../composition.ts';
import type { RoutePageProps } from '../../i18n/page-types.ts';
import { t } from '../../i18n/messages.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PageHeader } from '../../ui/page-header.client.tsx';

/** sitemap.index: every page the modules list in `nav.siteMap` that this visitor may open. */
export async function SiteMapPage({ locale }: RoutePageProps) {
  const LL = t(locale);
  const links = navigation('siteMap', locale, await getViewer());
  return (
    <article className="card">
      <PageHead locale={locale} route="sitemap.index" title={LL.pages.siteMap.title()} />
      <PageHeader title={LL.pages.siteMap.title()} backLabel={LL.ui.back()} />
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
