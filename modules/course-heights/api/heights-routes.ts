import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Viewer } from '../../../src/auth/access.ts';
import { putFlash, type Flash } from '../../../src/db/flash-store.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { bodyCap } from '../../../src/host/body-cap.ts';
import { flashCookie } from '../../../src/host/forms/flash-cookie.ts';
import { readFormPost } from '../../../src/host/forms/form-post.ts';
import { nodeBodyOf, streamMultipart } from '../../../src/host/uploads/multipart-stream.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError, TooLargeError, UnauthenticatedError } from '../../../src/lib/http-errors.ts';
import { recordAudit } from '../../admin/index.ts';
import { courseErrorMessage, CourseFileError, type CourseProfile } from '../../course-files/index.ts';
import { createHeights } from '../data/heights.repository.ts';
import { terrainConfig } from '../env.server.ts';
import { t } from '../locales/messages.ts';
import { MAX_RUNS } from '../services/course-correction.ts';
import { heightsOf, type HeightsDecision } from '../services/course-heights.ts';
import { correctCourseInWorker, terrainCorrectionInWorker } from '../services/heights-pool.ts';
import { heightsApi } from '../api-paths.ts';

/** A course as the heights' routes see it: what the viewer may do with it, its file's profile when asked for. */
interface HeightsRouteCourse {
  uuid: string;
  slug: string;
  canView: boolean;
  canEdit: boolean;
  /** Present when asked for (`withProfile`). */
  fileProfile?: CourseProfile;
}

/**
 * What the routes take from the courses module, which mounts them at /api/courses (it owns the
 * course rows: who may see or edit one, which heights it uses, its published gain). Tests pass
 * their own viewer and limit through it.
 */
export interface HeightsRoutesDeps {
  viewer: (c: Context) => Promise<Viewer>;
  /** Largest accepted file, bytes (each recorded run). */
  maxUploadBytes: () => number;
  /** Room for a form's other fields beside its files. */
  formOverheadBytes: number;
  /** The answer to a body over the cap, in the page's language. */
  tooLarge: (locale: Locale) => string;
  /** A live course by uuid as `viewer` may see it, or null. */
  course: (viewer: Viewer, uuid: string, withProfile: boolean) => Promise<HeightsRouteCourse | null>;
  decide: (request: HeightsDecision) => Promise<'accepted' | 'discarded' | 'missing'>;
  use: (courseUuid: string, id: string | null) => Promise<boolean>;
  setPublishedGain: (courseUuid: string, gainM: number | null) => Promise<boolean>;
}

/** The page's language, sent as a form field or `lang` query parameter. */
const localeOf = (c: Context, fields: Record<string, string> = {}): Locale => toLocale(fields.locale ?? c.req.query('lang'));

const publishedGainSchema = z.object({
  publishedGainM: z.union([z.literal(''), z.coerce.number().int().min(0).max(20_000)]),
});

/** A 303 to a course page section with a flash for it (post-redirect-get). */
async function backWith(c: Context, to: string, flash: Flash): Promise<Response> {
  const secure = new URL(c.req.url).protocol === 'https:' || (process.env.PUBLIC_URL ?? '').startsWith('https:');
  const headers = new Headers({ Location: to, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', flashCookie(await putFlash(requestEm(), flash), secure));
  return new Response(null, { status: 303, headers });
}

const said = (form: string, kind: 'success' | 'error', text: string, errors: Record<string, string[]> = {}): Flash => ({
  form,
  errors,
  values: {},
  message: { kind, text },
});

/**
 * Course heights from recorded runs (issue 26): upload runs (the owner and the team get a preview
 * to accept or discard; another member's upload is a suggestion for the team's review queue),
 * decide, switch between the file's heights and an accepted correction, and the published gain.
 * Every route checks the viewer on the server; the run files are read in the worker pool and
 * never stored.
 */
export function heightsRoutes(deps: HeightsRoutesDeps) {
  const capped = bodyCap(MAX_RUNS * deps.maxUploadBytes() + deps.formOverheadBytes, (c) => {
    throw new TooLargeError(deps.tooLarge(localeOf(c)));
  });
  const runLimit = rateLimit({ name: 'course-runs', windowMs: 60_000, max: 20 });
  // A re-profile asks the terrain service up to 50 times (a 150 km course): a few a minute.
  const terrainLimit = rateLimit({ name: 'course-terrain', windowMs: 60_000, max: 6 });
  const app = new Hono();

  app.post(heightsApi.routes.runs.pattern, runLimit, capped, async (c) => {
    const viewer = await deps.viewer(c);
    if (viewer.kind !== 'user') throw new UnauthenticatedError();
    const form = await streamMultipart(c.req.raw, { fileField: 'runs', nodeBody: nodeBodyOf(c.env, c.req.raw), maxFiles: MAX_RUNS + 1 });
    const locale = localeOf(c, form?.fields);
    const H = t(locale).courseHeights;
    const course = await deps.course(viewer, c.req.param('uuid'), true);
    if (!course?.canView || !course.fileProfile) throw new NotFoundError();
    const back = `${routePath(locale, 'course.show', { slug: course.slug })}#course-heights`;
    const files = form?.files ?? [];
    if (files.length === 0) return backWith(c, back, said('runs', 'error', H.noRuns(), { runs: [H.noRuns()] }));
    try {
      if (files.length > MAX_RUNS) throw new CourseFileError('tooManyRuns', { max: MAX_RUNS });
      const runs = files.map((file) => ({ bytes: file.bytes, fileName: file.name.replace(/[\\/]/g, '_').slice(-200) || 'run' }));
      // A file over the cap is refused here, before its bytes are copied to a worker.
      const large = runs.find((run) => run.bytes.length > deps.maxUploadBytes());
      if (large) {
        throw new CourseFileError('fileTooLarge', { maxMb: Math.round((deps.maxUploadBytes() / 1048576) * 10) / 10, file: large.fileName });
      }
      const correction = await correctCourseInWorker(course.fileProfile, runs, { maxBytes: deps.maxUploadBytes() });
      const owner = course.canEdit;
      await createHeights(requestEm(), {
        courseUuid: course.uuid,
        status: owner ? 'proposed' : 'suggested',
        submittedBy: viewer.id,
        heights: heightsOf(correction),
      });
      return backWith(c, back, said('runs', 'success', owner ? H.proposed() : H.suggested()));
    } catch (error) {
      if (!(error instanceof CourseFileError)) throw error;
      const message = courseErrorMessage(error, locale);
      const text = typeof error.params.file === 'string' ? H.refused({ file: error.params.file, message }) : message;
      return backWith(c, back, said('runs', 'error', text, { runs: [text] }));
    }
  });

  /** The owner or the team, on a live course; 404 for anyone else (as the course page). */
  const editable = async (c: Context) => {
    const viewer = await deps.viewer(c);
    if (viewer.kind !== 'user') throw new UnauthenticatedError();
    const post = await readFormPost(c);
    const course = await deps.course(viewer, c.req.param('uuid') ?? '', false);
    if (!course?.canEdit) throw new NotFoundError();
    const back =
      post.fields.back === 'queue'
        ? routePath(post.locale, 'admin.courses.review')
        : `${routePath(post.locale, 'course.show', { slug: course.slug })}#course-heights`;
    return { viewer, post, course, back, H: t(post.locale).courseHeights };
  };

  app.post(heightsApi.routes.decide.pattern, async (c) => {
    const decision = c.req.param('decision') as 'accept' | 'discard';
    const { viewer, post, course, back, H } = await editable(c);
    if (decision === 'discard') {
      const ask = await post.confirmFirst('delete', back);
      if (ask) return ask;
    }
    const outcome = await deps.decide({ courseUuid: course.uuid, id: c.req.param('id'), decision, by: viewer.id });
    if (outcome === 'missing') return backWith(c, back, said('heights', 'error', H.gone()));
    await recordAudit(viewer, `course.heights.${decision}`, course.slug, { heights: c.req.param('id') });
    return backWith(c, back, said('heights', 'success', outcome === 'accepted' ? H.accepted() : H.discarded()));
  });

  /**
   * Re-profile from the terrain model (issue 26 point 2): the owner or the team only, when
   * TERRAIN_URL or TERRAIN_DIR is set. The tiles are read (or the service asked) in the worker
   * pool; the result waits as a proposal to compare, accept or discard, like recorded runs.
   */
  app.post(heightsApi.routes.terrain.pattern, terrainLimit, async (c) => {
    const { viewer, post, course, back, H } = await editable(c);
    try {
      const terrain = terrainConfig();
      if (!terrain) throw new CourseFileError('terrainOff');
      const full = await deps.course(viewer, course.uuid, true);
      if (!full?.fileProfile) throw new NotFoundError();
      const correction = await terrainCorrectionInWorker(full.fileProfile, terrain);
      await createHeights(requestEm(), {
        courseUuid: course.uuid,
        status: 'proposed',
        submittedBy: viewer.id,
        heights: heightsOf(correction),
      });
      await recordAudit(viewer, 'course.heights.terrain', course.slug, { bridges: correction.bridges.length });
      return backWith(c, back, said('terrain', 'success', H.terrainProposed()));
    } catch (error) {
      if (!(error instanceof CourseFileError)) throw error;
      return backWith(c, back, said('terrain', 'error', courseErrorMessage(error, post.locale)));
    }
  });

  app.post(heightsApi.routes.use.pattern, async (c) => {
    const { viewer, post, course, back, H } = await editable(c);
    const choice = post.fields.heights === 'file' ? null : (post.fields.heights ?? '');
    if (!(await deps.use(course.uuid, choice))) return backWith(c, back, said('heights', 'error', H.gone()));
    await recordAudit(viewer, 'course.heights.use', course.slug, { heights: choice ?? 'file' });
    return backWith(c, back, said('heights', 'success', H.switched()));
  });

  app.post(heightsApi.routes.publishedGain.pattern, async (c) => {
    const { post, course, back, H } = await editable(c);
    const parsed = publishedGainSchema.safeParse({ publishedGainM: (post.fields.publishedGainM ?? '').trim() });
    if (!parsed.success) {
      const flash = said('published-gain', 'error', H.publishedGainInvalid(), { publishedGainM: [H.publishedGainInvalid()] });
      return backWith(c, back, { ...flash, values: { publishedGainM: (post.fields.publishedGainM ?? '').slice(0, 20) } });
    }
    const value = parsed.data.publishedGainM;
    await deps.setPublishedGain(course.uuid, value === '' ? null : value);
    return backWith(c, back, said('published-gain', 'success', H.publishedGainSaved()));
  });

  return app;
}
