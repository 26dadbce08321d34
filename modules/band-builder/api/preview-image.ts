import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { projectFile } from '../../../src/host/project-root.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { etagMatches } from '../../../src/lib/etag.ts';
import { InvalidParametersError, NotFoundError } from '../../../src/lib/http-errors.ts';
import { renderBandSvg, bandMessage } from '../../band-render/index.ts';
import { rendered, type Prepared } from '../services/build/prepare-build.ts';

/** Settings that passed every check, with their plans. */
type Ready = Extract<Prepared, { ok: true }>;

let rendererVersion: string | null = null;

/**
 * What identifies the drawing code: the renderer's own sources (the worker runs them as they are
 * on disk), so replicas of one release agree on a band's ETag and a new release never answers 304
 * with an old drawing. Without the sources, a per-process id: correct, only less cacheable.
 */
function renderer(): string {
  if (rendererVersion) return rendererVersion;
  const hash = createHash('sha256');
  try {
    const dir = projectFile('modules/band-render/services');
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.ts') || file.endsWith('.tsx')) hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  } catch {
    hash.update(randomUUID());
  }
  rendererVersion = hash.digest('base64url').slice(0, 16);
  return rendererVersion;
}

/** A strong validator of the band as it would be drawn: its plan, settings (theme images included), language, renderer. */
function etagOf(prepared: Ready, index: number, locale: Locale): string {
  const hash = createHash('sha256');
  hash.update(renderer()).update(locale).update(JSON.stringify(prepared.plans[index])).update(JSON.stringify(prepared.settings.band));
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Drawings already made, by ETag (which names the renderer, language, plan and band settings):
 * the build page's first preview is the same for every visitor who opens it with the same
 * settings (the defaults, a predictor link, a shared link), and drawing it costs the render pool
 * 0.1–0.2 s of CPU each time, a second or more when its thread has idled out. Each replica keeps
 * its own (a cache, not shared state); at most PREVIEW_CACHE_BYTES of SVG text (a marathon's
 * band is about 0.25 MB). Nothing is looked up before the request has passed the same checks as
 * a drawing (settings, course access), so a kept drawing is only ever given to who may build it.
 */
const PREVIEW_CACHE_BYTES = 8 * 1024 * 1024;

/** What a drawing needs besides its ETag. */
interface DrawingInput {
  plan: Ready['plans'][number];
  prepared: Ready;
  locale: Locale;
}

/**
 * The cache draws what it does not hold (`fetch`), one drawing per ETag at a time: visitors who ask
 * while it is drawn wait for the same one. A refused drawing is thrown, so nothing is kept of it;
 * a drawing larger than the whole cache is answered but not kept.
 */
const drawings = new LRUCache<string, string, DrawingInput>({
  maxSize: PREVIEW_CACHE_BYTES,
  sizeCalculation: (svg) => svg.length,
  fetchMethod: async (_etag, _stale, { context: { plan, prepared, locale } }) => {
    const svg = await rendered(locale, () => renderBandSvg(plan, { ...prepared.settings.band, locale }, { compactPaths: true }));
    if (!svg.ok) throw new InvalidParametersError(svg.errors);
    return svg.value.svg;
  },
});

/**
 * One band of the build page's preview as SVG (`band`: which target time). The URL holds the
 * settings, so the same settings are the same URL: the browser keeps it a minute, then revalidates
 * with its ETag and gets a 304 without anything being drawn. `private`: a band on a private
 * course is only for who may build on it. The SVG is served inert (no script, nothing fetched).
 */
export async function previewImage(c: Context, prepared: Ready, locale: Locale): Promise<Response> {
  const index = Number(c.req.query('band') ?? '0');
  const plan = Number.isInteger(index) && index >= 0 ? prepared.plans[index] : undefined;
  if (!plan) throw new NotFoundError(undefined, { band: [bandMessage(locale, 'invalidType')] });
  const etag = etagOf(prepared, index, locale);
  const headers = {
    ETag: etag,
    'Cache-Control': 'private, max-age=60',
    Vary: 'Cookie',
    'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const started = performance.now();
  const status: LRUCache.Status<string, string, DrawingInput> = {};
  const svg = await drawings.fetch(etag, { context: { plan, prepared, locale }, status });
  if (svg === undefined) throw new Error('the preview cache answered no drawing');
  // Server-Timing says whether this one was drawn or kept (the browser's network panel shows it).
  if (status.fetch === 'hit') return svgResponse(c, svg, { ...headers, 'Server-Timing': 'preview;desc="kept"' });
  const took = (performance.now() - started).toFixed(1);
  return svgResponse(c, svg, { ...headers, 'Server-Timing': `preview;desc="drawn";dur=${took}` });
}

function svgResponse(c: Context, svg: string, headers: Record<string, string>): Response {
  return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
}
