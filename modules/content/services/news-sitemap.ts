import { requestEm } from '../../../src/db/orm.server.ts';
import type { SitemapEntry } from '../../../src/host/module-contract.ts';
import { alternatePaths } from '../../../src/i18n/route-table.ts';
import { listPublishedNewsSlugs } from '../data/content.repository.ts';

/** Published news items for /sitemap.xml (scheduled ones stay out until their date). */
export async function newsSitemap(): Promise<SitemapEntry[]> {
  const items = await listPublishedNewsSlugs(requestEm());
  return items.map((item) => ({ alternates: alternatePaths('news.index', { slug: item.slug }), lastModified: item.updatedAt }));
}
