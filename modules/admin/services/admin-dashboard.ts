import type { DashboardContext, DashboardTile } from '../../../src/host/module-contract.ts';
import { userAdmin } from '../../accounts/index.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { listAudit } from '../data/audit.repository.ts';
import { dailyCounts, type DailyCount } from '../data/stats.repository.ts';
import { t } from '../locales/messages.ts';

const DAY_MS = 86_400_000;

/** Day keys (YYYY-MM-DD, UTC) of the last `days` days, oldest first. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Bands built per day over `days` (oldest first) and the bands saved in all, from the daily counts. */
export function bandFigures(days: readonly string[], counts: readonly DailyCount[]): { perDay: number[]; built: number; saved: number } {
  const perDay = days.map((day) => counts.filter((c) => c.day === day && c.kind === 'bandBuilt').reduce((sum, c) => sum + c.count, 0));
  const inPeriod = new Set(days);
  const saved = counts.filter((c) => c.kind === 'bandSaved' && inPeriod.has(c.day)).reduce((sum, c) => sum + c.count, 0);
  return { perDay, built: perDay.reduce((a, b) => a + b, 0), saved };
}

/** The admin module's own tiles: recorded activity over 30 days and the latest admin action. */
export async function adminDashboard({ locale, viewer }: DashboardContext): Promise<DashboardTile[]> {
  const LL = t(locale);
  const em = requestEm();
  const days = lastDays(30);
  const counts = await dailyCounts(em, new Date(`${days[0]}T00:00:00Z`));
  const perDay = days.map((day) => counts.filter((c) => c.day === day).reduce((sum, c) => sum + c.count, 0));
  const total = perDay.reduce((a, b) => a + b, 0);
  const isOwner = viewer.kind === 'user' && viewer.roles.includes('owner');
  const [last] = await listAudit(em, { limit: 1 });
  const members = await userAdmin.counts(new Date(`${days[0]}T00:00:00Z`));
  const bands = bandFigures(days, counts);
  return [
    {
      order: 10,
      label: LL.admin.dashboard.members(),
      value: String(members.total),
      detail: LL.admin.dashboard.membersDetail({ count: String(members.recent) }),
      trend: {
        caption: LL.admin.dashboard.signUps(),
        values: days.map((day) => members.perDay.find((d) => d.day === day)?.count ?? 0),
      },
      href: routePath(locale, 'admin.users.index'),
    },
    {
      order: 15,
      label: LL.admin.dashboard.bands(),
      value: String(bands.built),
      detail: LL.admin.dashboard.bandsDetail({ saved: String(bands.saved) }),
      trend: { caption: LL.admin.dashboard.bandsTrend(), values: bands.perDay },
      ...(isOwner ? { href: routePath(locale, 'admin.stats.index') } : {}),
    },
    {
      order: 90,
      label: LL.admin.dashboard.activity(),
      value: String(total),
      detail: LL.admin.dashboard.activityDetail({ count: String(total) }),
      trend: { caption: LL.admin.dashboard.activity(), values: perDay },
      ...(isOwner ? { href: routePath(locale, 'admin.stats.index') } : {}),
    },
    {
      order: 100,
      label: LL.admin.audit.title(),
      value: last ? last.actorName : '—',
      ...(last ? { detail: `${last.action} · ${last.target}` } : {}),
      href: routePath(locale, 'admin.audit.index'),
    },
  ];
}
