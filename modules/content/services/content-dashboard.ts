import { requestEm } from '../../../src/db/orm.server.ts';
import type { DashboardContext, DashboardTile } from '../../../src/host/module-contract.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { newsCounts } from '../data/content.repository.ts';
import { contactCounts } from '../data/contact.repository.ts';
import { t } from '../locales/messages.ts';

/** The content module's dashboard tiles: news (and how many are scheduled), contact messages waiting. */
export async function contentDashboard({ locale }: DashboardContext): Promise<DashboardTile[]> {
  const A = t(locale).content.admin.tiles;
  const em = requestEm();
  const [news, contact] = await Promise.all([newsCounts(em), contactCounts(em, new Date(Date.now() - 30 * 86_400_000))]);
  return [
    {
      order: 40,
      label: A.contact(),
      value: String(contact.waiting),
      detail: A.contactDetail({ total: String(contact.recent) }),
      href: routePath(locale, 'admin.contact.index'),
    },
    {
      order: 50,
      label: A.news(),
      value: String(news.total),
      detail: A.newsDetail({ scheduled: String(news.scheduled) }),
      href: routePath(locale, 'admin.news.index'),
    },
  ];
}
