import { Hono } from 'hono';
import { getViewer } from '../../auth/viewer.server.ts';
import { locateIp } from '../../host/geo-location.server.ts';
import { clientAddress } from '../../host/request-checks.ts';
import { toLocale } from '../../i18n/locales.ts';
import { ROUTES, type RouteName } from '../../i18n/route-table.ts';
import { countryFlag } from '../../lib/countries.ts';
import type { ShellDetails } from '../../ui/shell-details.client.tsx';
import type { HostComposition } from '../../host/host-composition.ts';
import { shellApiPaths } from './shell-paths.ts';

/**
 * GET /api/shell?locale=fr&route=news.index: what the top bar shows this visitor on a page from
 * the page cache (its badges, its country), asked by src/ui/shell-details.client.tsx. Never cached.
 */
export const shellApi = (composed: Pick<HostComposition, 'badgeCounts'>) =>
  new Hono().get(shellApiPaths.routes.details.pattern, async (c) => {
    const locale = toLocale(c.req.query('locale'));
    const asked = c.req.query('route') ?? '';
    const route = Object.hasOwn(ROUTES, asked) ? (asked as RouteName) : null;
    const headers = c.req.raw.headers;
    const [badges, location] = await Promise.all([
      getViewer(headers).then((viewer) => composed.badgeCounts({ viewer, route, headers })),
      locateIp(clientAddress(c)),
    ]);
    const details: ShellDetails = { badges, country: location.iso_code ? countryFlag(location.iso_code, locale) : null };
    c.header('cache-control', 'private, no-store');
    return c.json(details);
  });
