import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Viewer } from '../../src/auth/access.ts';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { toLocale, type Locale } from '../../src/i18n/locales.ts';
import { dictionary } from '../../src/i18n/messages.ts';
import { getCourseForBuild, type CourseProfile } from '../courses/index.ts';
import { rateLimit } from '../../src/host/rate-limit.ts';
import { savedRoutes, type SavedRoutesDeps } from './api/saved-routes.ts';
import { renderBandPng, renderBandSvg } from './render/band-render.ts';
import { renderBandsPdf } from './render/band-pdf-document.ts';
import { BandSettingsError, bandMessage } from './render/band-messages.ts';
import { parseBuildSettings, type BuildSettings, type FieldErrors } from './services/build/build-settings.ts';
import { planBuild } from './services/build/plan-build.ts';
import { decodeSettingsParam } from './services/build/settings-link.ts';
import type { BandPlan } from './services/plan-types.ts';

/**
 * The band builder's API, open to everyone (no account needed to build): plan rows as JSON, a
 * live preview, and the print files. Same validation as the page and the CLI; 400 answers carry
 * translated field messages. Bodies are capped; rendering is rate-limited per client.
 */
const MAX_BODY = 64 * 1024;

function invalid(c: Context, errors: FieldErrors, status: 400 | 404 = 400) {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid settings';
  return c.json({ message: first, errors }, status);
}

type Prepared = { ok: true; settings: BuildSettings; plans: BandPlan[] } | { ok: false; errors: FieldErrors; status?: 404 };

type ViewerOf = (c: Context) => Promise<Viewer>;

/**
 * Valid settings and their plans. A course is loaded for the asking viewer: someone else's
 * private course answers like a missing one (404), and deleted courses still serve their bands.
 */
async function prepare(c: Context, viewerOf: ViewerOf, input: unknown, locale: Locale): Promise<Prepared> {
  const parsed = parseBuildSettings(input, locale);
  if (!parsed.ok) return parsed;
  let course: CourseProfile | undefined;
  if (parsed.settings.courseUuid) {
    const found = await getCourseForBuild(requestEm(), parsed.settings.courseUuid, await viewerOf(c));
    if (!found) return { ok: false, status: 404, errors: { courseUuid: [dictionary(locale).builder.race.courseNotFound] } };
    course = found.profile;
  }
  const planned = planBuild(parsed.settings, locale, course);
  return planned.ok ? { ok: true, settings: parsed.settings, plans: planned.plans } : planned;
}

/** Renderer refusals (e.g. a band too small for its rows) are the user's to fix: 400, translated. */
async function rendering<T>(c: Context, locale: Locale, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BandSettingsError)) throw error;
    const key = ['band', ...error.path.map(String)].join('.');
    return invalid(c, { [key]: [bandMessage(locale, error.code, error.params)] });
  }
}

async function readJson(c: Context): Promise<{ settings?: unknown; locale?: string } | null> {
  try {
    return (await c.req.json()) as { settings?: unknown; locale?: string };
  } catch {
    return null;
  }
}

/** Print files from a shared link (`s`), in the band's language (`lang`). */
async function download(c: Context, viewerOf: ViewerOf, format: 'pdf' | 'png' | 'svg'): Promise<Response> {
  const locale = toLocale(c.req.query('lang'));
  const prepared = await prepare(c, viewerOf, decodeSettingsParam(c.req.query('s')), locale);
  if (!prepared.ok) return invalid(c, prepared.errors, prepared.status);
  const band = { ...prepared.settings.band, locale };
  const first = prepared.plans[0];
  if (!first) return invalid(c, { 'plan.bands': [bandMessage(locale, 'invalidType')] });
  const name = `pace-band-${(band.title || 'paceband').replace(/[^\w-]+/g, '-').toLowerCase()}.${format}`;
  const headers = { 'Content-Disposition': `attachment; filename="${name}"` };
  if (format === 'pdf') {
    const pdf = await rendering(c, locale, () => renderBandsPdf(prepared.plans, band, prepared.settings.paper));
    if (pdf instanceof Response) return pdf;
    return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/pdf' });
  }
  if (format === 'png') {
    const png = await rendering(c, locale, () => renderBandPng(first, band, 4));
    if (png instanceof Response) return png;
    return c.body(png.png as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'image/png' });
  }
  const svg = await rendering(c, locale, () => renderBandSvg(first, band));
  if (svg instanceof Response) return svg;
  return c.body(svg.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
}

const renderLimit = rateLimit({ windowMs: 60_000, max: 120 });

/** The band builder's routes; `deps` lets tests act as a given viewer. */
export function createBandBuilderApi(deps: SavedRoutesDeps = {}) {
  const viewerOf: ViewerOf = deps.viewer ?? ((c) => getViewer(c.req.raw.headers));
  return new Hono()
    .use('*', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ message: 'Request too large' }, 413) }))
    .post('/plan', async (c) => {
      const body = await readJson(c);
      const locale = toLocale(body?.locale);
      if (!body) return c.json({ message: 'Invalid JSON' }, 400);
      const prepared = await prepare(c, viewerOf, body.settings, locale);
      if (!prepared.ok) return invalid(c, prepared.errors, prepared.status);
      return c.json({ plans: prepared.plans });
    })
    .post('/preview', renderLimit, async (c) => {
      const body = await readJson(c);
      const locale = toLocale(body?.locale);
      if (!body) return c.json({ message: 'Invalid JSON' }, 400);
      const prepared = await prepare(c, viewerOf, body.settings, locale);
      if (!prepared.ok) return invalid(c, prepared.errors, prepared.status);
      const first = prepared.plans[0];
      if (!first) return c.json({ plans: [] });
      const result = await rendering(c, locale, () => renderBandSvg(first, { ...prepared.settings.band, locale }));
      if (result instanceof Response) return result;
      return c.json({ plans: prepared.plans, band: { svg: result.svg, layout: result.layout } });
    })
    .get('/band.pdf', renderLimit, (c) => download(c, viewerOf, 'pdf'))
    .get('/band.png', renderLimit, (c) => download(c, viewerOf, 'png'))
    .get('/band.svg', renderLimit, (c) => download(c, viewerOf, 'svg'))
    .route('/saved', savedRoutes(deps));
}

export const bandBuilderApi = createBandBuilderApi();
