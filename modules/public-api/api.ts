import { OpenAPIHono, createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { getCookie } from 'hono/cookie';
import { requestEm } from '../../src/db/orm.server.ts';
import { locateIp } from '../../src/host/geo-location.server.ts';
import { rateLimit } from '../../src/host/rate-limit.ts';
import { heavyRequest } from '../../src/host/admission.ts';
import { clientAddress } from '../../src/host/request-checks.ts';
import { streamMultipart } from '../../src/host/uploads/multipart-stream.ts';
import { negotiateLocale, type Locale } from '../../src/i18n/locales.ts';
import { NotFoundError, UnsupportedMediaTypeError, TooLargeError, ValidationError, type FieldErrors } from '../../src/lib/http-errors.ts';
import type { BandPlan } from '../pacing/index.ts';
import { PNG_DPIS, bandMessage, type PngDpi } from '../band-render/index.ts';
import { parseBuildSettings, planBuild, type BuildSettings } from '../band-builder/index.ts';
import {
  parseOwnedCourseFile,
  courseErrorMessage,
  getCourseForBuild,
  courseHeightsSmallPrint,
  isCourseFileError,
  type CourseProfile,
} from '../courses/index.ts';
import { parsePredictorQuery, predictorIssueMessage, predictorReport, type QueryField } from '../predictor/index.ts';
import { renderBandFile } from './services/band-files.ts';
import { watchFileHeaders } from '../watch/index.ts';
import { watchBandFile } from './services/watch-files.ts';
import { t } from './locales/messages.ts';
import { withServerRules } from './document-rules.ts';
import * as S from './schemas.ts';
import { apiHref } from '../../src/lib/api-route.ts';

/** JSON bodies stay small; course files have the courses module's own cap. */
const JSON_LIMIT = 64 * 1024;
export const COURSE_FILE_LIMIT = 25 * 1024 * 1024;

/**
 * The language of the messages: `?lang=` read as a language tag (`fr-CA` is French; an unsupported
 * one, `de`, falls back to English, as Accept-Language does), else the `lang` cookie, else
 * Accept-Language.
 */
function localeOf(c: Context): Locale {
  const asked = c.req.query('lang')?.trim();
  if (asked) return negotiateLocale(undefined, asked);
  return negotiateLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
}

const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errorJson = { content: { 'application/json': { schema: S.errorResponse } } };
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer' as const, minimum: 1 } },
};
/** The answers any operation may get from the host and its limits (src/host: error mapping, rate limit, admission). */
const common = {
  429: { description: 'Too many calls from this client (120 a minute): wait Retry-After seconds.', headers: retryAfter, ...errorJson },
  503: {
    description: 'Maintenance, or every worker busy (print files, course files): call again after Retry-After seconds.',
    headers: retryAfter,
    ...errorJson,
  },
} as const;
/** …and those of an operation with a request body. */
const withBody = (limit: string) =>
  ({
    400: { description: 'Malformed request (a body that is not JSON)', ...errorJson },
    413: { description: `Body over ${limit}`, ...errorJson },
    415: { description: 'A Content-Type the operation does not take', ...errorJson },
    422: { description: 'Invalid fields: each field (dotted path) and its messages', ...errorJson },
    ...common,
  }) as const;
const notFound = { 404: { description: 'No such public course (`courseUuid`)', ...errorJson } } as const;
/** The errors of a call whose JSON body is band settings (64 KB at most), which may name a public course. */
const settingsBodyErrors = { ...withBody('64 KB'), ...notFound } as const;
const route = <R extends RouteConfig>(config: R) => createRoute(config);

/** A print or watch file as the answer, to be saved under its name (Content-Disposition: attachment). */
function download(c: Context, file: { bytes: Uint8Array; contentType: string; name: string }): never {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.name}"`,
  }) as never;
}

/** A settings envelope → plans, with the build page's own messages; a course only when public. */
async function plansOf(
  raw: unknown,
  locale: Locale,
  course?: CourseProfile,
): Promise<{ settings: BuildSettings; plans: BandPlan[]; course: CourseProfile | undefined }> {
  const parsed = parseBuildSettings(raw, locale);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  let profile = course;
  if (!profile && parsed.settings.courseUuid) {
    // The public API reads no session: only public courses.
    const found = await getCourseForBuild(requestEm(), parsed.settings.courseUuid, { kind: 'guest' });
    if (!found) throw new NotFoundError();
    profile = found.profile;
  }
  const planned = planBuild(parsed.settings, locale, profile);
  if (!planned.ok) throw new ValidationError(planned.errors);
  // As on the build page: the band's small print warns where the course's heights look unreliable.
  if (profile) parsed.settings.band.courseNote = courseHeightsSmallPrint(profile, locale);
  return { settings: parsed.settings, plans: planned.plans, course: profile };
}

/** "The resolution must be 150, 300 or 600 dpi." in the language (Intl's list, "150, 300 ou 600"). */
function dpiMessage(locale: Locale): string {
  const values = new Intl.ListFormat(locale, { type: 'disjunction' }).format(PNG_DPIS.map(String));
  return t(locale).publicApi.errors.dpi({ values });
}

/** When the schema refuses a body, the build page's translated messages say why (they come from the same schemas). */
function buildHook(result: { success: boolean; error?: z.ZodError }, c: Context): Promise<never> | undefined {
  if (result.success) return undefined;
  const locale = localeOf(c);
  return c.req
    .json()
    .catch(() => null)
    .then((raw: unknown) => {
      const parsed = parseBuildSettings(raw, locale);
      const issues = result.error?.issues ?? [];
      // The query's resolution says which ones there are, in the caller's language.
      const dpi: FieldErrors = issues.some((issue) => issue.path[0] === 'dpi') ? { dpi: [dpiMessage(locale)] } : {};
      const fieldErrors: FieldErrors = parsed.ok ? {} : parsed.errors;
      if (parsed.ok) {
        for (const issue of issues.filter((i) => i.path[0] !== 'dpi'))
          (fieldErrors[issue.path.join('.') || '_'] ??= []).push(bandMessage(locale, 'invalidType'));
      }
      throw new ValidationError({ ...fieldErrors, ...dpi });
    });
}

function predictorErrors(c: Context): FieldErrors {
  const locale = localeOf(c);
  const query = parsePredictorQuery(new URL(c.req.url).searchParams);
  const out: FieldErrors = {};
  if (query.state === 'invalid') for (const issue of query.issues) (out[issue.field] ??= []).push(predictorIssueMessage(issue, locale));
  return out;
}

const planRoute = route({
  method: 'post',
  path: '/plan',
  operationId: 'planSplits',
  summary: 'Plan the splits of one or more bands for a distance or a public course',
  request: { query: S.langQuery, body: jsonBody(S.planRequest) },
  responses: {
    200: { description: 'One plan per target time', content: { 'application/json': { schema: S.plansResponse } } },
    ...settingsBodyErrors,
  },
});

const courseFileRoute = route({
  method: 'post',
  path: '/plan/course-file',
  operationId: 'planSplitsForCourseFile',
  summary: 'Plan the splits for an uploaded course file (GPX, KML or KMZ); the file is read, not kept',
  request: { query: S.langQuery, body: { content: { 'multipart/form-data': { schema: S.courseFileRequest } }, required: true } },
  responses: {
    200: {
      description: 'The course read from the file and one plan per target time',
      content: { 'application/json': { schema: S.courseFileResponse } },
    },
    ...withBody('25 MB'),
  },
});

const binary = z.string().openapi({ type: 'string', format: 'binary' });
const bandRoute = route({
  method: 'post',
  path: '/bands/{format}',
  operationId: 'renderBand',
  summary: 'Render the bands as a print-ready PDF, each goal time as a PNG (a ZIP of them when several), or the first band as SVG',
  request: { params: S.bandFormat, query: S.bandQuery, body: jsonBody(S.bandRequest) },
  responses: {
    200: {
      description: 'The file (Content-Disposition: attachment)',
      content: {
        'application/pdf': { schema: binary },
        'image/png': { schema: binary },
        'application/zip': { schema: binary },
        'image/svg+xml': { schema: binary },
      },
    },
    ...settingsBodyErrors,
  },
});

const watchFitRoute = route({
  method: 'post',
  path: '/bands/fit',
  operationId: 'watchFit',
  summary:
    "The first band's plan for a watch: a FIT workout (a step per row at its pace ± `tolerance`, walk breaks as rest steps) or a FIT course (a public course's track with heights, aid stations and km or mile marks, timed so that the watch's virtual partner runs the plan)",
  request: { query: S.watchFitQuery, body: jsonBody(S.bandRequest) },
  responses: {
    200: {
      description:
        'The FIT file (Content-Disposition: attachment). Watches take at most 50 workout steps: over that, neighbouring run steps of close pace are merged (walk breaks never), and X-Workout-Steps-Merged says how many steps there were and are ("212->50"); a plan whose walk breaks alone need more is a 422 on `kind`.',
      headers: {
        'X-Workout-Steps-Merged': {
          description: 'Present when run steps were merged to fit the limit: the steps before and after, e.g. "212->50"',
          schema: { type: 'string' },
        },
      },
      content: { 'application/vnd.ant.fit': { schema: binary } },
    },
    ...settingsBodyErrors,
  },
});

const watchGpxRoute = route({
  method: 'post',
  path: '/bands/gpx',
  operationId: 'watchGpx',
  summary:
    "The first band's plan as a GPX course: a public course's track with heights and the plan's time at each point (needs `courseUuid`)",
  request: { query: S.langQuery, body: jsonBody(S.bandRequest) },
  responses: {
    200: { description: 'The GPX file (Content-Disposition: attachment)', content: { 'application/gpx+xml': { schema: binary } } },
    ...settingsBodyErrors,
  },
});

const predictRoute = route({
  method: 'get',
  path: '/predict',
  operationId: 'predictTimes',
  summary: 'Predict race times at the standard distances from one performance (the predictor page)',
  request: { query: S.predictQuery },
  responses: {
    200: { description: 'VO2max, aerobic speed and a time per distance', content: { 'application/json': { schema: S.predictResponse } } },
    422: { description: 'Invalid fields: each field and its messages', ...errorJson },
    ...common,
  },
});

const geoRoute = route({
  method: 'get',
  path: '/geo',
  operationId: 'locateVisitor',
  summary: "The caller's country (and city with a city database) from its IP address, from an offline database",
  responses: {
    200: { description: 'SPEC 3 Geo-IP object; unknown parts are null', content: { 'application/json': { schema: S.geoResponse } } },
    ...common,
  },
});

/** Bytes of files read by `streamedForm`, by the File the validator sees. */
const fileBytes = new WeakMap<File, Uint8Array>();

/**
 * Reads the multipart body as a stream (streamMultipart) and hands the validator the form it
 * would have parsed itself on the event loop; the file's bytes stay ours (no copy) to move to the
 * parse worker. A body that is not multipart is left to the validator, with its usual errors; a
 * broken multipart body reads as an empty form (the validator then names the missing fields).
 */
const streamedForm: MiddlewareHandler = async (c, next) => {
  const streamed = await streamMultipart(c.req.raw);
  if (streamed || c.req.raw.bodyUsed) {
    const form = new FormData();
    for (const [key, value] of Object.entries(streamed?.fields ?? {})) form.append(key, value);
    if (streamed?.file) {
      const file = new File([], streamed.file.name, { type: streamed.file.type });
      fileBytes.set(file, streamed.file.bytes);
      form.append('file', file);
    }
    c.req.bodyCache.formData = form;
  }
  await next();
};

/**
 * zod-openapi refuses a Content-Type its route does not declare with its own English
 * HTTPException (415 "Unsupported Media Type"): answered in the caller's language instead, like
 * every other error of the API.
 */
const translatedRefusals: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof HTTPException && error.status === 415)
      throw new UnsupportedMediaTypeError(t(localeOf(c)).publicApi.errors.unsupportedType());
    throw error;
  }
};

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new TooLargeError();
    },
  });

/**
 * The public JSON API under /api/v1: stateless (no session is read), so open to other sites: the
 * host answers preflights and puts CORS without credentials on every answer of a stateless mount,
 * errors included (src/host/middleware/cross-origin.ts). Rate-limited per client like the page
 * endpoints, validated by the schemas the OpenAPI document at /api/docs is generated from.
 */
export function createPublicApi(options: { rateLimitMax?: number } = {}) {
  const app = new OpenAPIHono();
  app.use('*', translatedRefusals);
  app.use('*', rateLimit({ name: 'public-api', windowMs: 60_000, max: options.rateLimitMax ?? 120 }));
  app.use('/plan', limit(JSON_LIMIT));
  // Print files: admitted a few at a time per process, as the site's own (src/host/admission.ts).
  app.use('/bands/*', heavyRequest, limit(JSON_LIMIT));
  app.use('/plan/course-file', limit(COURSE_FILE_LIMIT), streamedForm);

  app.openapi(
    planRoute,
    async (c) => {
      const { plans } = await plansOf(await c.req.json(), localeOf(c));
      return c.json({ plans } as unknown as z.infer<typeof S.plansResponse>, 200);
    },
    buildHook,
  );

  app.openapi(
    courseFileRoute,
    async (c) => {
      const locale = localeOf(c);
      const { file, plan } = c.req.valid('form');
      let course: CourseProfile;
      try {
        const bytes = fileBytes.get(file) ?? new Uint8Array(await file.arrayBuffer());
        course = (await parseOwnedCourseFile(bytes, file.name, { maxBytes: COURSE_FILE_LIMIT })).profile;
      } catch (error) {
        if (!isCourseFileError(error)) throw error;
        throw new ValidationError({ file: [courseErrorMessage(error, locale)] });
      }
      let settings: unknown;
      try {
        settings = JSON.parse(plan);
      } catch {
        throw new ValidationError({ plan: [bandMessage(locale, 'invalidType')] });
      }
      const { plans } = await plansOf({ plan: settings }, locale, course);
      const summary = {
        format: course.format,
        distanceM: course.distanceM,
        hasElevation: course.hasElevation,
        elevation: { ...course.elevation },
      };
      return c.json({ course: summary, plans } as unknown as z.infer<typeof S.courseFileResponse>, 200);
    },
    (result, c): undefined => {
      if (result.success) return undefined;
      const locale = localeOf(c);
      const out: FieldErrors = {};
      for (const issue of result.error.issues) (out[String(issue.path[0] ?? '_')] ??= []).push(bandMessage(locale, 'invalidType'));
      throw new ValidationError(out);
    },
  );

  // Before /bands/{format}, which would otherwise take these paths and refuse them.
  app.openapi(
    watchFitRoute,
    async (c) => {
      const locale = localeOf(c);
      const { kind, tolerance } = c.req.valid('query');
      const file = await watchBandFile(kind, tolerance, await plansOf(await c.req.json(), locale), locale);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, watchFileHeaders(file)) as never;
    },
    buildHook,
  );

  app.openapi(
    watchGpxRoute,
    async (c) => {
      const locale = localeOf(c);
      const file = await watchBandFile('gpx', undefined, await plansOf(await c.req.json(), locale), locale);
      return download(c, file);
    },
    buildHook,
  );

  app.openapi(
    bandRoute,
    async (c) => {
      const locale = localeOf(c);
      const { format } = c.req.valid('param');
      const { dpi } = c.req.valid('query');
      const { settings, plans } = await plansOf(await c.req.json(), localeOf(c));
      const file = await renderBandFile(format, plans, settings, locale, dpi ? (Number(dpi) as PngDpi) : undefined);
      return download(c, file);
    },
    buildHook,
  );

  app.openapi(
    predictRoute,
    (c) => {
      const query = parsePredictorQuery(new URL(c.req.url).searchParams);
      if (query.state !== 'valid') throw new ValidationError(predictorErrors(c));
      const { input: _input, ...report } = predictorReport(query.input);
      return c.json(report as z.infer<typeof S.predictResponse>, 200);
    },
    (result, c): undefined => {
      if (result.success) return undefined;
      const translated = predictorErrors(c);
      const out: FieldErrors = Object.keys(translated).length ? translated : {};
      // What the page's lenient reading lets through but the documented query refuses: a value off a closed list.
      if (!Object.keys(out).length) {
        const locale = localeOf(c);
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? 'distance') as QueryField;
          const choices = 'values' in issue && Array.isArray(issue.values) ? issue.values.join(', ') : '';
          (out[field] ??= []).push(predictorIssueMessage({ field, code: 'choiceInvalid', params: { choices } }, locale));
        }
      }
      throw new ValidationError(out);
    },
  );

  app.openapi(geoRoute, async (c) => c.json(await locateIp(clientAddress(c)), 200));

  return app;
}

/** Where the host mounts the public API: /api/v1 (the manifest's prefix and the document's server). */
export const PUBLIC_API_PREFIX = '/v1';

export const publicApi = createPublicApi();

/** The OpenAPI 3.1 document of the API, generated from its routes' schemas. */
export function openApiDocument(app: OpenAPIHono = publicApi) {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Paceband public API',
      version: '1.0.0',
      description:
        'Pace-band splits for a distance or a course file, print files of the bands, and race-time predictions. Free, no account, rate-limited per client; errors answer `{ message, errors }`.',
    },
    servers: [{ url: apiHref(PUBLIC_API_PREFIX, '/') }],
  });
  return withServerRules(document);
}

/** GET /api/docs: the document, cached briefly (it changes with each release only). */
export const docsApi = new Hono().get('/', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(openApiDocument());
});
