import { Hono, type Context } from 'hono';
import type { Viewer } from '../../../src/auth/access.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { walkMpsOf, watchFileResponse } from '../../watch/index.ts';
import { decodeSettingsParam } from '../services/build/settings-link.ts';
import { bandWatchApi } from '../../watch/index.ts';
import { viewerBuild } from './viewer-build.ts';

const watchLimit = rateLimit({ name: 'band-watch-file', windowMs: 60_000, max: 60 });

/**
 * GET /api/bands/watch/{workout|course|gpx}: the band as a watch file (modules/watch), from the
 * build page's band definition (`s`, as its address keeps it, or a saved band's), its course
 * (`course`, loaded for the asking viewer: someone else's private course is a 404), `lang` and
 * `tolerance`. The same validation as the page's other downloads; refusals are 400 with messages.
 */
export function watchRoutes(viewerOf: (c: Context) => Promise<Viewer>) {
  return new Hono().get(bandWatchApi.routes.file.pattern, watchLimit, async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const prepared = await viewerBuild(c, viewerOf, locale, decodeSettingsParam(c.req.query('s')), c.req.query('course'));
    const source = {
      plans: prepared.plans,
      title: prepared.settings.band.title,
      course: prepared.course,
      walkMps: walkMpsOf(prepared.settings.plan),
    };
    return watchFileResponse(c, locale, source, c.req.param('kind'));
  });
}
