import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Viewer } from '../../../src/auth/access.ts';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { sameSiteWrites } from '../../../src/host/request-checks.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { dictionary } from '../locales/builder/messages.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import {
  createSavedBand,
  deleteSavedBand,
  duplicateSavedBand,
  MAX_SAVED_BANDS,
  SavedBandLimitError,
  updateSavedBand,
} from '../data/saved-band.repository.ts';
import { getCourseForBuild } from '../../courses/index.ts';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { stateFromLink, toSettings } from '../ui/builder-state.ts';

const MAX_TITLE = 120;

export interface SavedRoutesDeps {
  /** Who is asking; the session by default, injectable for tests. */
  viewer?: (c: Context) => Promise<Viewer>;
}

const bodySchema = z.object({
  title: z.string().optional(),
  state: z.record(z.string(), z.unknown()).optional(),
  locale: z.string().optional(),
  /** The course the band follows (the build page's), or null for a plain distance. */
  courseUuid: z.uuid().nullable().optional(),
});

type Body = z.infer<typeof bodySchema>;

function texts(locale: Locale) {
  return dictionary(locale).builder.saved;
}

/** A title as typed: trimmed, required, bounded; or the field error in the user's language. */
function checkTitle(title: string | undefined, locale: Locale): { title: string } | { error: string } {
  const trimmed = (title ?? '').trim();
  if (!trimmed) return { error: texts(locale).titleRequired };
  if (trimmed.length > MAX_TITLE) return { error: fillTemplate(texts(locale).titleTooLong, { max: MAX_TITLE }) };
  return { title: trimmed };
}

/** The form state to keep: what a link would reopen, and only if it makes a valid band. */
function checkState(state: Record<string, unknown> | undefined, locale: Locale) {
  const normalised = stateFromLink(state ?? null, new URLSearchParams());
  const parsed = parseBuildSettings(toSettings(normalised), locale);
  return parsed.ok ? { state: normalised as unknown as Record<string, unknown> } : { errors: parsed.errors };
}

/**
 * "My pace bands": save, update, rename, duplicate, delete. Logged-in users only, each acting
 * on their own bands (someone else's id answers 404 like a missing one); writes must come from
 * our own pages.
 */
export function savedRoutes(deps: SavedRoutesDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));

  async function start(c: Context): Promise<{ user: Extract<Viewer, { kind: 'user' }>; body: Body; locale: Locale } | Response> {
    let raw: unknown = {};
    if (c.req.method !== 'DELETE') {
      try {
        raw = await c.req.json();
      } catch {
        return c.json({ message: 'Invalid JSON' }, 400);
      }
    }
    const parsed = bodySchema.safeParse(raw);
    const body = parsed.success ? parsed.data : {};
    const locale = toLocale(body.locale, c.req.query('lang'));
    const viewer = await viewerOf(c);
    if (viewer.kind !== 'user') return c.json({ message: texts(locale).loginToSave }, 401);
    return { user: viewer, body, locale };
  }

  const notFound = (c: Context, locale: Locale) => c.json({ message: texts(locale).notFound }, 404);
  /** Runs a save; at the per-account cap, a 409 that says what to do. */
  const capped = async (c: Context, locale: Locale, save: () => Promise<Response>) => {
    try {
      return await save();
    } catch (error) {
      if (!(error instanceof SavedBandLimitError)) throw error;
      return c.json({ message: fillTemplate(texts(locale).limitReached, { max: MAX_SAVED_BANDS }) }, 409);
    }
  };

  /** The course to keep with the band: one this user may build on (else the answer is a 404). */
  async function checkCourse(c: Context, s: { user: Extract<Viewer, { kind: 'user' }>; body: Body; locale: Locale }) {
    const uuid = s.body.courseUuid;
    if (!uuid) return { courseUuid: null };
    const course = await getCourseForBuild(requestEm(), uuid, s.user);
    if (!course) {
      const message = dictionary(s.locale).builder.race.courseNotFound;
      return { response: c.json({ message, errors: { courseUuid: [message] } }, 404) };
    }
    return { courseUuid: course.uuid };
  }

  return new Hono()
    .use(sameSiteWrites())
    .post('/', async (c) => {
      const s = await start(c);
      if (s instanceof Response) return s;
      const title = checkTitle(s.body.title, s.locale);
      if ('error' in title) return c.json({ message: title.error, errors: { title: [title.error] } }, 400);
      const state = checkState(s.body.state, s.locale);
      if ('errors' in state) return c.json({ message: texts(s.locale).invalidSettings, errors: state.errors }, 400);
      const course = await checkCourse(c, s);
      if ('response' in course) return course.response;
      return capped(c, s.locale, async () => {
        const saved = await createSavedBand(requestEm(), s.user.id, title.title, state.state, course.courseUuid);
        return c.json({ id: saved.id, title: saved.title }, 201);
      });
    })
    .put('/:id', async (c) => {
      const s = await start(c);
      if (s instanceof Response) return s;
      const change: { title?: string; state?: Record<string, unknown>; courseUuid?: string | null } = {};
      if (s.body.title !== undefined) {
        const title = checkTitle(s.body.title, s.locale);
        if ('error' in title) return c.json({ message: title.error, errors: { title: [title.error] } }, 400);
        change.title = title.title;
      }
      if (s.body.state !== undefined) {
        const state = checkState(s.body.state, s.locale);
        if ('errors' in state) return c.json({ message: texts(s.locale).invalidSettings, errors: state.errors }, 400);
        change.state = state.state;
      }
      if (s.body.courseUuid !== undefined) {
        const course = await checkCourse(c, s);
        if ('response' in course) return course.response;
        change.courseUuid = course.courseUuid;
      }
      const saved = await updateSavedBand(requestEm(), s.user.id, c.req.param('id'), change);
      return saved ? c.json({ id: saved.id, title: saved.title }) : notFound(c, s.locale);
    })
    .post('/:id/duplicate', async (c) => {
      const s = await start(c);
      if (s instanceof Response) return s;
      const copyOf = (original: string) => fillTemplate(texts(s.locale).copyOf, { title: original }).slice(0, MAX_TITLE);
      return capped(c, s.locale, async () => {
        const copy = await duplicateSavedBand(requestEm(), s.user.id, c.req.param('id'), copyOf);
        if (!copy) return notFound(c, s.locale);
        return c.json({ id: copy.id, title: copy.title }, 201);
      });
    })
    .delete('/:id', async (c) => {
      const s = await start(c);
      if (s instanceof Response) return s;
      const gone = await deleteSavedBand(requestEm(), s.user.id, c.req.param('id'));
      return gone ? c.body(null, 204) : notFound(c, s.locale);
    });
}
