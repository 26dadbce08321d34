import { Link } from '../../../src/ui/link.client.tsx';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { dashboardTiles } from '../../../src/host/dashboard.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { Sparkline } from './sparkline.tsx';

/** admin.index: every module's tiles (counts, trends), each linking to its screen. Staff only. */
export async function DashboardPage({ locale }: RoutePageProps) {
  const viewer = await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const tiles = await dashboardTiles({ locale, viewer });
  return (
    <div>
      <PageHead locale={locale} route="admin.index" title={LL.admin.dashboard.title()} noindex />
      <AdminHeader title={LL.admin.dashboard.title()} intro={LL.admin.dashboard.intro()} />
      {tiles.length === 0 && <p>{LL.admin.dashboard.empty()}</p>}
      <ul className="tiles" aria-label={LL.admin.dashboard.title()}>
        {tiles.map((tile) => (
          <li key={`${tile.order}-${tile.label}`} className="card tile">
            <h2>{tile.label}</h2>
            <p className="tile-value">{tile.value}</p>
            {tile.detail && <p className="muted">{tile.detail}</p>}
            {tile.trend && <Sparkline values={tile.trend.values} caption={tile.trend.caption} />}
            {tile.href && (
              <p>
                <Link to={tile.href}>
                  {LL.admin.dashboard.open()}
                  <span className="visually-hidden">: {tile.label}</span>
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
