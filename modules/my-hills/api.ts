import { Hono, type Context } from 'hono';
import type { Viewer } from '../../src/auth/access.ts';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { putFlash, type Flash } from '../../src/db/flash-store.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { bodyCap } from '../../src/host/body-cap.ts';
import { flashCookie } from '../../src/host/forms/flash-cookie.ts';
import { readFormPost } from '../../src/host/forms/form-post.ts';
import { rateLimit } from '../../src/host/rate-limit.ts';
import { toLocale } from '../../src/i18n/locales.ts';
import { routePath } from '../../src/i18n/route-table.ts';
import { fillTemplate } from '../../src/lib/message-template.ts';
import { TooLargeError, UnauthenticatedError } from '../../src/lib/http-errors.ts';
import { nodeBodyOf, streamMultipart } from '../../src/host/uploads/multipart-stream.ts';
import { courseUploadMaxBytes } from '../course-files/index.ts';
import { deleteHillModel, saveHillModel } from './data/hill-model.repository.ts';
import { dictionary } from './locales/messages.ts';
import { MAX_RUNS, MIN_RUNS } from './services/fit-my-hills.ts';
import { HillsError } from './services/hills-error.ts';
import { hillsErrorMessage } from './services/hills-error-message.ts';
import { fitMyHillsInWorker } from './services/hills-pool.ts';
import './routes.ts';
import { myHillsApiPaths } from './api-paths.ts';

/** Room for the form's other fields beside the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const fitLimit = rateLimit({ name: 'my-hills-fit', windowMs: 60_000, max: 10 });

export interface MyHillsApiDeps {
  /** Who is asking; the session by default, injectable for tests. */
  viewer?: (c: Context) => Promise<Viewer>;
  /** The upload cap per file, bytes (COURSE_UPLOAD_MAX_MB by default, as every recorded run). */
  maxUploadBytes?: () => number;
}

/** A 303 back to the My hills page with what happened (post-redirect-get; the form works without JavaScript). */
async function back(c: Context, to: string, flash: Flash): Promise<Response> {
  const secure = new URL(c.req.url).protocol === 'https:' || (process.env.PUBLIC_URL ?? '').startsWith('https:');
  const headers = new Headers({ Location: to, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', flashCookie(await putFlash(requestEm(), flash), secure));
  return new Response(null, { status: 303, headers });
}

const said = (kind: 'success' | 'error', text: string, field?: 'runs'): Flash => ({
  form: 'my-hills',
  errors: field ? { [field]: [text] } : {},
  values: {},
  message: { kind, text },
});

/**
 * "My hills" (issue 27 point 3), the signed-in member's own model only (there is no id to ask for
 * anyone else's): `POST /runs` fits it from 3 to 30 recorded runs (multipart `runs`, read in the
 * worker pool, never kept) and keeps the factors, replacing the member's previous model; a refused
 * set keeps nothing and says why. `POST /delete` deletes it, asked first (SPEC 8).
 */
export function createMyHillsApi(deps: MyHillsApiDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));
  const maxBytes = deps.maxUploadBytes ?? courseUploadMaxBytes;
  const capped = bodyCap(MAX_RUNS * maxBytes() + FORM_OVERHEAD_BYTES, (c) => {
    throw new TooLargeError(dictionary(toLocale(c.req.query('lang'))).page.failed);
  });

  return new Hono()
    .post(myHillsApiPaths.routes.runs.pattern, fitLimit, capped, async (c) => {
      const viewer = await viewerOf(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError();
      const form = await streamMultipart(c.req.raw, { fileField: 'runs', nodeBody: nodeBodyOf(c.env, c.req.raw), maxFiles: MAX_RUNS + 1 });
      const locale = toLocale(form?.fields.locale, c.req.query('lang'));
      const L = dictionary(locale).page;
      const page = routePath(locale, 'my-hills.index');
      const files = form?.files ?? [];
      if (files.length === 0) return back(c, page, said('error', fillTemplate(L.noRuns, { min: MIN_RUNS }, locale), 'runs'));
      const runs = files.map((file) => ({ bytes: file.bytes, fileName: file.name.replace(/[\\/]/g, '_').slice(-200) || 'run' }));
      try {
        // A file over the cap is refused here, before its bytes are copied to a worker.
        const large = runs.find((run) => run.bytes.length > maxBytes());
        if (large) {
          const maxMb = Math.round((maxBytes() / 1048576) * 10) / 10;
          throw new HillsError('unreadable', { file: large.fileName, cause: 'fileTooLarge', maxMb });
        }
        const curve = await fitMyHillsInWorker(runs, { maxBytes: maxBytes() });
        await saveHillModel(requestEm(), viewer.id, curve, runs.length);
        return back(c, page, said('success', L.saved));
      } catch (error) {
        const message = hillsErrorMessage(error, locale);
        if (message === null) throw error;
        return back(c, page, said('error', message, 'runs'));
      }
    })
    .post(myHillsApiPaths.routes.delete.pattern, async (c) => {
      const post = await readFormPost(c);
      const viewer = await viewerOf(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError();
      const page = routePath(post.locale, 'my-hills.index');
      const ask = await post.confirmFirst('delete', page);
      if (ask) return ask;
      const L = dictionary(post.locale).page;
      const deleted = await deleteHillModel(requestEm(), viewer.id);
      return post.redirect(page, { flash: deleted ? said('success', L.deleted) : said('error', L.gone) });
    });
}

export const myHillsApi = createMyHillsApi();
