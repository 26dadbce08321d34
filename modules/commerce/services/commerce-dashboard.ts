import type { Viewer } from '../../../src/auth/access.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { failedRefundCount, openAlertCount } from '../data/payment-alert.repository.ts';
import type { DashboardContext, DashboardTile } from '../../../src/host/module-contract.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { orderCounts } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import '../routes.ts';

const DAYS = 30;

/** Payments the team has to look at (issue 28); 0 when the database cannot answer (a badge must not break a page). */
async function openAlerts(): Promise<number> {
  try {
    return await openAlertCount(requestEm());
  } catch {
    return 0;
  }
}

/** The admin menu's badge on "Orders": payments to check, counted for the team only. */
export function paymentAlertBadge({ viewer }: { viewer: Viewer }): Promise<number> {
  return viewer.kind === 'user' && viewer.roles.some((r) => STAFF_ROLES.includes(r)) ? openAlerts() : Promise.resolve(0);
}

/**
 * The shop's dashboard tiles: payments to check (only while there are some), paid orders to print
 * (with the paid orders of the last 30 days), orders to mail, donations.
 */
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
  const [alerts, failed] = await Promise.all([openAlertCount(requestEm()), failedRefundCount(requestEm())]);
  return [
    ...(alerts > 0
      ? [
          {
            order: 29,
            label: T.alerts(),
            value: String(alerts),
            ...(failed > 0 ? { detail: T.alertsDetail({ failed: String(failed) }) } : {}),
            href: `${orders}#payment-alerts`,
          },
        ]
      : []),
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
