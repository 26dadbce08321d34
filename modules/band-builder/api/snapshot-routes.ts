import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Viewer } from '../../../src/auth/access.ts';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { getCourseForBuild } from '../../courses/index.ts';
import { findTheme } from '../../band-themes/index.ts';
import { createBandSnapshot, findBandSnapshot } from '../data/band-snapshot.repository.ts';
import { dictionary } from '../locales/messages.ts';
import { preparedSnapshot } from '../services/build/band-snapshot.ts';
import { prepareBuild } from '../services/build/prepare-build.ts';
import { viewerHills } from '../services/build/member-hills.server.ts';
import { definitionToKeep, onCourse, readBandDefinition } from '../services/build/band-definition.ts';
import { chartOf } from '../ui/course-chart.ts';
import type { SavedRoutesDeps } from './saved-routes.ts';
import { printFile, pngDpiOf } from './print-file.ts';
import { heavyRequest } from '../../../src/host/admission.ts';
import { singleLineJson } from '../../../src/lib/plain-text.ts';
import { BadRequestError, InvalidParametersError, NotFoundError, UnauthenticatedError } from '../../../src/lib/http-errors.ts';
import { bandsApi } from '../api-paths.ts';

const bodySchema = z.object({ definition: z.record(z.string(), z.unknown()), courseUuid: z.uuid(), locale: z.string().optional() });

/**
 * Read-only copies of bands on private courses (POST by the course's owner or the team; GET by
 * anyone with the link): the plan and the elevation chart, never the course file. The link opens
 * the build page in read-only mode (`?shared=<id>`); the print files come from here.
 */
export function snapshotRoutes(deps: SavedRoutesDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));
  const themeOf = (id: string) => findTheme(requestEm(), id);

  async function download(c: Context, format: 'pdf' | 'png'): Promise<Response> {
    const locale: Locale = toLocale(c.req.query('lang'));
    const dpi = format === 'png' ? pngDpiOf(c, locale) : undefined;
    const snapshot = await findBandSnapshot(requestEm(), c.req.param('id') ?? '');
    if (!snapshot) throw new NotFoundError(dictionary(locale).builder.share.notFound);
    const prepared = await preparedSnapshot(snapshot, locale, themeOf);
    if (!prepared.ok) throw new InvalidParametersError(prepared.errors);
    return printFile(c, prepared, locale, format, dpi);
  }

  return new Hono()
    .post(bandsApi.routes.snapshots.pattern, async (c) => {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw new BadRequestError();
      }
      const body = bodySchema.safeParse(raw);
      const locale = toLocale(body.success ? body.data.locale : undefined);
      const L = dictionary(locale).builder;
      const viewer: Viewer = await viewerOf(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError(L.saved.loginToSave);
      if (!body.success) throw new BadRequestError(L.saved.invalidSettings);
      const course = await getCourseForBuild(requestEm(), body.data.courseUuid, viewer);
      if (!course) throw new NotFoundError(L.race.courseNotFound);
      const read = readBandDefinition(body.data.definition);
      if (!read) throw new BadRequestError(L.saved.invalidSettings);
      const definition = onCourse(read, course.uuid);
      const prepared = await prepareBuild(
        definition,
        locale,
        async () => course.profile,
        L.race.courseNotFound,
        themeOf,
        viewerHills(async () => viewer),
      );
      if (!prepared.ok) throw new InvalidParametersError(prepared.errors, L.saved.invalidSettings);
      const snapshot = await createBandSnapshot(requestEm(), viewer.id, {
        courseTitle: course.title.slice(0, 120),
        definition: singleLineJson(definitionToKeep(definition, prepared.settings)),
        plans: prepared.plans,
        chart: chartOf(course.profile) as unknown as Record<string, unknown>,
      });
      return c.json({ id: snapshot.id, path: `${routePath(locale, 'build.index')}?shared=${snapshot.id}` }, 201);
    })
    .get(bandsApi.routes.snapshotPdf.pattern, heavyRequest, (c) => download(c, 'pdf'))
    .get(bandsApi.routes.snapshotPng.pattern, heavyRequest, (c) => download(c, 'png'));
}
