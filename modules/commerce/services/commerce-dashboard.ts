import { requestEm } from '../../../src/db/orm.server.ts';
import type { DashboardContext, DashboardTile } from '../../../src/host/module-contract.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { orderCounts } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import '../routes.ts';

const DAYS = 30;

/** The shop's dashboard tiles: paid orders to print (with the paid orders of the last 30 days), orders to mail, donations. */
export async function commerceDashboard({ locale }: DashboardContext): Promise<DashboardTile[]> {
  const T = t(locale).commerce.admin.tiles;
  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const since = new Date(today.getTime() - (DAYS - 1) * 86_400_000);
  const counts = await orderCounts(requestEm(), since);
  const values = Array.from(
    { length: DAYS },
    (_, i) => counts.paidPerDay.get(new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10)) ?? 0,
  );
  const orders = routePath(locale, 'admin.orders.index');
  return [
    {
      order: 30,
      label: T.toPrint(),
      value: String(counts.toPrint),
      detail: T.toPrintDetail({ awaiting: String(counts.awaiting) }),
      trend: { caption: T.trend(), values },
      href: `${orders}?status=charged`,
    },
    { order: 31, label: T.toMail(), value: String(counts.toMail), href: `${orders}?status=printed` },
    { order: 32, label: T.donations(), value: String(counts.donations), href: `${orders}?kind=donation&status=charged` },
  ];
}
