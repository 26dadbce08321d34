import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Viewer } from '../../../src/auth/access.ts';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { recordEvent } from '../../../src/host/events.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { dictionary } from '../locales/messages.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { singleLineJson, singleLineText } from '../../../src/lib/plain-text.ts';
import {
  createSavedBand,
  deleteSavedBand,
  duplicateSavedBand,
  findSavedBand,
  MAX_SAVED_BANDS,
  SavedBandLimitError,
  updateSavedBand,
} from '../data/saved-band.repository.ts';
import { getCourseForBuild } from '../../courses/index.ts';
import { deleteBandReviews } from '../../race-review/index.ts';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { definitionToKeep, readBandDefinition, type BandDefinition } from '../services/build/band-definition.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthenticatedError,
  InvalidParametersError,
} from '../../../src/lib/http-errors.ts';
import { bandsApi } from '../api-paths.ts';

const MAX_TITLE = 120;

export interface SavedRoutesDeps {
  /** Who is asking; the session by default, injectable for tests. */
  viewer?: (c: Context) => Promise<Viewer>;
}

const bodySchema = z.object({
  title: z.string().optional(),
  /** The band definition (services/build/band-definition.ts); the course it follows is its `courseUuid`. */
  definition: z.record(z.string(), z.unknown()).optional(),
  locale: z.string().optional(),
});

type Body = z.infer<typeof bodySchema>;

function texts(locale: Locale) {
  return dictionary(locale).builder.saved;
}

/** A title as typed: one line without controls, trimmed, required, bounded; or the field error in the user's language. */
function checkTitle(title: string | undefined, locale: Locale): { title: string } | { error: string } {
  const trimmed = singleLineText(title ?? '').trim();
  if (!trimmed) return { error: texts(locale).titleRequired };
  if (trimmed.length > MAX_TITLE) return { error: fillTemplate(texts(locale).titleTooLong, { max: MAX_TITLE }) };
  return { title: trimmed };
}

/** The band definition to keep, one line per text; one that would not build is a 400 with its field errors. */
function checkDefinition(raw: Record<string, unknown> | undefined, locale: Locale): BandDefinition {
  const definition = readBandDefinition(raw);
  if (!definition) throw new BadRequestError(texts(locale).invalidSettings);
  const parsed = parseBuildSettings(definition, locale);
  if (!parsed.ok) throw new InvalidParametersError(parsed.errors, texts(locale).invalidSettings);
  // jsonb refuses a NUL: no control characters in what is kept.
  return singleLineJson(definitionToKeep(definition, parsed.settings));
}

/**
 * "My pace bands": save, update, rename, duplicate, delete. Logged-in users only, each acting
 * on their own bands (someone else's id answers 404 like a missing one). The host checks that
 * writes come from our own pages and maps the typed errors thrown here.
 */
export function savedRoutes(deps: SavedRoutesDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));

  async function start(c: Context): Promise<{ user: Extract<Viewer, { kind: 'user' }>; body: Body; locale: Locale }> {
    let raw: unknown = {};
    if (c.req.method !== 'DELETE') {
      try {
        raw = await c.req.json();
      } catch {
        throw new BadRequestError();
      }
    }
    const parsed = bodySchema.safeParse(raw);
    const body = parsed.success ? parsed.data : {};
    const locale = toLocale(body.locale, c.req.query('lang'));
    const viewer = await viewerOf(c);
    if (viewer.kind !== 'user') throw new UnauthenticatedError(texts(locale).loginToSave);
    return { user: viewer, body, locale };
  }

  const notFound = (_c: Context, locale: Locale): never => {
    throw new NotFoundError(texts(locale).notFound);
  };
  /** Runs a save; at the per-account cap, a 409 that says what to do. */
  const capped = async (c: Context, locale: Locale, save: () => Promise<Response>) => {
    try {
      return await save();
    } catch (error) {
      if (!(error instanceof SavedBandLimitError)) throw error;
      throw new ConflictError(fillTemplate(texts(locale).limitReached, { max: MAX_SAVED_BANDS }));
    }
  };

  /** The course the band follows: one this user may build on (else the answer is a 404). */
  async function checkCourse(s: { user: Extract<Viewer, { kind: 'user' }>; locale: Locale }, definition: BandDefinition) {
    const uuid = definition.courseUuid;
    if (!uuid) return { courseUuid: null };
    const course = await getCourseForBuild(requestEm(), uuid, s.user);
    if (!course) {
      const message = dictionary(s.locale).builder.race.courseNotFound;
      throw new NotFoundError(message, { courseUuid: [message] });
    }
    return { courseUuid: course.uuid };
  }

  return new Hono()
    .get(bandsApi.routes.savedViewer.pattern, async (c) => {
      // What the build page's Save island needs, asked after load so the page itself is the same
      // for everyone: may this viewer save, and is `saved` one of their own bands (then "Save"
      // updates it, under its own name in the list, which is not the title printed on the band)?
      const viewer = await viewerOf(c);
      const savedParam = c.req.query('saved');
      const saved = viewer.kind === 'user' && savedParam ? await findSavedBand(requestEm(), viewer.id, savedParam) : null;
      c.header('Cache-Control', 'private, no-store');
      return c.json({ signedIn: viewer.kind === 'user', savedId: saved?.id ?? null, name: saved?.title ?? null });
    })
    .post(bandsApi.routes.savedCreate.pattern, async (c) => {
      const s = await start(c);
      const title = checkTitle(s.body.title, s.locale);
      if ('error' in title) throw new InvalidParametersError({ title: [title.error] }, title.error);
      const definition = checkDefinition(s.body.definition, s.locale);
      const course = await checkCourse(s, definition);
      return capped(c, s.locale, async () => {
        const saved = await createSavedBand(requestEm(), s.user.id, title.title, definition, course.courseUuid);
        await recordEvent('bandSaved', { locale: s.locale, headers: c.req.raw.headers });
        return c.json({ id: saved.id, title: saved.title }, 201);
      });
    })
    .put(bandsApi.routes.saved.pattern, async (c) => {
      const s = await start(c);
      const change: { title?: string; definition?: Record<string, unknown>; courseUuid?: string | null } = {};
      if (s.body.title !== undefined) {
        const title = checkTitle(s.body.title, s.locale);
        if ('error' in title) throw new InvalidParametersError({ title: [title.error] }, title.error);
        change.title = title.title;
      }
      if (s.body.definition !== undefined) {
        const definition = checkDefinition(s.body.definition, s.locale);
        change.definition = definition;
        change.courseUuid = (await checkCourse(s, definition)).courseUuid;
      }
      const saved = await updateSavedBand(requestEm(), s.user.id, c.req.param('id'), change);
      return saved ? c.json({ id: saved.id, title: saved.title }) : notFound(c, s.locale);
    })
    .post(bandsApi.routes.savedDuplicate.pattern, async (c) => {
      const s = await start(c);
      const copyOf = (original: string) => fillTemplate(texts(s.locale).copyOf, { title: original }).slice(0, MAX_TITLE);
      return capped(c, s.locale, async () => {
        const copy = await duplicateSavedBand(requestEm(), s.user.id, c.req.param('id'), copyOf);
        if (!copy) return notFound(c, s.locale);
        return c.json({ id: copy.id, title: copy.title }, 201);
      });
    })
    .delete(bandsApi.routes.saved.pattern, async (c) => {
      const s = await start(c);
      const gone = await deleteSavedBand(requestEm(), s.user.id, c.req.param('id'));
      // Its race reviews (issue 27) go with it.
      if (gone) await deleteBandReviews(requestEm(), s.user.id, c.req.param('id'));
      return gone ? c.body(null, 204) : notFound(c, s.locale);
    });
}
