import { recordEvent, recordEventOnce } from '../../src/host/events.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Viewer } from '../../src/auth/access.ts';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { toLocale, type Locale } from '../../src/i18n/locales.ts';
import { dictionary } from './locales/messages.ts';
import { getCourseForBuild } from '../courses/index.ts';
import { rateLimit } from '../../src/host/rate-limit.ts';
import { heavyRequest } from '../../src/host/admission.ts';
import { savedRoutes, type SavedRoutesDeps } from './api/saved-routes.ts';
import { findTheme } from '../band-themes/index.ts';
import { printFile, pngDpiOf } from './api/print-file.ts';
import { snapshotRoutes } from './api/snapshot-routes.ts';
import { watchRoutes } from './api/watch-routes.ts';
import { prepareBuild, previewBuild, refusalError, type Prepared } from './services/build/prepare-build.ts';
import { viewerHills } from './services/build/member-hills.server.ts';
import { decodeSettingsParam, encodeSettingsParam } from './services/build/settings-link.ts';
import { previewLinks } from './services/build/preview-links.ts';
import { previewImage } from './api/preview-image.ts';
import { chargeRenderRows, renderBudgetRefusal, renderCost } from './services/render-budget.ts';
import { TooManyRequestsError } from '../../src/lib/http-errors.ts';
import { clientAddress } from '../../src/host/request-checks.ts';
import { BadRequestError, TooLargeError } from '../../src/lib/http-errors.ts';
import { bandsApi } from './api-paths.ts';

/**
 * The band builder's API, open to everyone (no account needed to build): plan rows as JSON, a
 * live preview, and the print files. Same validation as the page and the CLI; 400 answers carry
 * translated field messages. Bodies are capped; rendering is rate-limited per client.
 */
const MAX_BODY = 64 * 1024;

type ViewerOf = (c: Context) => Promise<Viewer>;

/**
 * Valid settings and their plans. A course is loaded for the asking viewer: someone else's
 * private course answers like a missing one (404), and deleted courses still serve their bands.
 */
async function prepare(c: Context, viewerOf: ViewerOf, input: unknown, locale: Locale): Promise<Prepared> {
  const courseOf = async (uuid: string) => (await getCourseForBuild(requestEm(), uuid, await viewerOf(c)))?.profile ?? null;
  return prepareBuild(
    input,
    locale,
    courseOf,
    dictionary(locale).builder.race.courseNotFound,
    (id) => findTheme(requestEm(), id),
    viewerHills(() => viewerOf(c)),
  );
}

type PreviewBody = { settings?: unknown; locale?: string; images?: 'svg' | 'link' };

async function readJson(c: Context): Promise<PreviewBody | null> {
  try {
    return (await c.req.json()) as PreviewBody;
  } catch {
    return null;
  }
}

/** Print files from a shared link (`s`), in the band's language (`lang`). */
async function download(c: Context, viewerOf: ViewerOf, format: 'pdf' | 'png' | 'svg'): Promise<Response> {
  const locale = toLocale(c.req.query('lang'));
  const dpi = format === 'png' ? pngDpiOf(c, locale) : undefined;
  const prepared = await prepare(c, viewerOf, decodeSettingsParam(c.req.query('s')), locale);
  if (!prepared.ok) throw refusalError(prepared);
  // The cost budget (guests < members) is checked before any rendering starts.
  const overBudget = await renderBudgetRefusal(prepared.plans, format, locale, () => viewerOf(c));
  if (overBudget) throw new TooLargeError(overBudget, { 'plan.bands': [overBudget] });
  if (format === 'pdf' || format === 'png') {
    const wait = await chargeRenderRows(await viewerOf(c), clientAddress(c), renderCost(prepared.plans, format).rows);
    if (wait !== null) throw new TooManyRequestsError(wait);
  }
  const visitor = { locale, headers: c.req.raw.headers, ip: clientAddress(c) };
  await recordEvent('download', visitor);
  // A band built (ADR 0020): its first print file per visitor and settings in a 30-minute build session.
  await recordEventOnce('bandBuilt', `${visitor.ip} ${c.req.query('s') ?? ''}`, 30 * 60_000, visitor);
  return printFile(c, prepared, locale, format, dpi);
}

const renderLimit = rateLimit({ name: 'band-render', windowMs: 60_000, max: 120 });
// The build page asks for one image per target time after each edit (most answered 304).
const previewImageLimit = rateLimit({ name: 'band-preview-image', windowMs: 60_000, max: 300 });

/**
 * The band builder's routes; `deps` lets tests act as a given viewer. Print files are admitted a
 * few at a time (heavyRequest) before their rate limit and any check.
 */
export function createBandBuilderApi(deps: SavedRoutesDeps = {}) {
  const viewerOf: ViewerOf = deps.viewer ?? ((c) => getViewer(c.req.raw.headers));
  return new Hono()
    .use(
      '*',
      bodyLimit({
        maxSize: MAX_BODY,
        onError: () => {
          throw new TooLargeError();
        },
      }),
    )
    .post(bandsApi.routes.plan.pattern, async (c) => {
      const body = await readJson(c);
      const locale = toLocale(body?.locale);
      if (!body) throw new BadRequestError();
      const prepared = await prepare(c, viewerOf, body.settings, locale);
      if (!prepared.ok) throw refusalError(prepared);
      return c.json({ plans: prepared.plans });
    })
    .post(bandsApi.routes.preview.pattern, renderLimit, async (c) => {
      const body = await readJson(c);
      const locale = toLocale(body?.locale);
      if (!body) throw new BadRequestError();
      const prepared = await prepare(c, viewerOf, body.settings, locale);
      if (!prepared.ok) throw refusalError(prepared);
      // `images: 'link'` (the build page): the layout and each band's image URL, nothing drawn here.
      const preview =
        body.images === 'link'
          ? await previewLinks(prepared, locale, encodeSettingsParam(body.settings))
          : await previewBuild(prepared, locale);
      if (!preview.ok) throw refusalError(preview);
      return c.json(preview.value);
    })
    .get(bandsApi.routes.previewSvg.pattern, previewImageLimit, async (c) => {
      const locale = toLocale(c.req.query('lang'));
      // No settings (or an unreadable link) is not "the defaults": an image must match its form.
      const settings = decodeSettingsParam(c.req.query('s'));
      if (settings === null) throw new BadRequestError();
      const prepared = await prepare(c, viewerOf, settings, locale);
      if (!prepared.ok) throw refusalError(prepared);
      return previewImage(c, prepared, locale);
    })
    .get(bandsApi.routes.pdf.pattern, heavyRequest, renderLimit, (c) => download(c, viewerOf, 'pdf'))
    .get(bandsApi.routes.png.pattern, heavyRequest, renderLimit, (c) => download(c, viewerOf, 'png'))
    .get(bandsApi.routes.svg.pattern, heavyRequest, renderLimit, (c) => download(c, viewerOf, 'svg'))
    .route('/', savedRoutes(deps))
    .route('/', snapshotRoutes(deps))
    .route('/', watchRoutes(viewerOf));
}

export const bandBuilderApi = createBandBuilderApi();
