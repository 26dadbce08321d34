/**
 * Issue 14, "figures to show": what a first visit downloads. For each page, the HTML (raw and
 * gzipped) and the JavaScript it loads before anything is lazily imported: every `/assets/*.js`
 * the HTML references (module scripts, modulepreload links), followed through the chunks' static
 * imports (`import … from "./x.js"`, `import "./x.js"`). Chunks reached only through a dynamic
 * `import()` (the course map, the captcha, …) load later, on demand, and are counted apart.
 * Sizes are gzip -9 of the bytes the production server sends (what the precompressed files hold).
 */
import { gzipSync } from 'node:zlib';
import { benchServer } from './bench-server.ts';
import { kb, type Figure } from './figures.ts';

const PAGES = ['/en', '/en/faq', '/en/course/berlin', '/en/build'] as const;
const BUILD_HTML_TARGET = 60 * 1024;

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Chunk imports of a built ES module: static (loaded with it) and dynamic (loaded on demand). */
function chunkImports(source: string): { statics: string[]; dynamics: string[] } {
  const statics = [...source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)].map((m) => m[1]!);
  const dynamics = [...source.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+\.m?js)["']\s*\)/g)].map((m) => m[1]!);
  return { statics, dynamics };
}

class Assets {
  private cache = new Map<string, Promise<{ text: string; gzip: number }>>();
  constructor(private origin: string) {}

  get(url: string) {
    let entry = this.cache.get(url);
    if (!entry) {
      entry = (async () => {
        const answer = await fetch(this.origin + url);
        if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
        const bytes = new Uint8Array(await answer.arrayBuffer());
        return { text: new TextDecoder().decode(bytes), gzip: gz(bytes) };
      })();
      this.cache.set(url, entry);
    }
    return entry;
  }

  /** The chunks `entries` load (static import closure) and those reachable only by import(). */
  async closure(entries: readonly string[]): Promise<{ initial: Set<string>; lazy: Set<string> }> {
    const initial = new Set<string>();
    const dynamic: string[] = [];
    const walk = async (url: string, into: Set<string>, found: string[]) => {
      if (into.has(url)) return;
      into.add(url);
      const { text } = await this.get(url);
      const { statics, dynamics } = chunkImports(text);
      for (const d of dynamics) found.push(new URL(d, `http://x${url}`).pathname);
      for (const s of statics) await walk(new URL(s, `http://x${url}`).pathname, into, found);
    };
    for (const entry of entries) await walk(entry, initial, dynamic);
    const lazy = new Set<string>();
    const seen = new Set(initial);
    while (dynamic.length) {
      const next = dynamic.pop()!;
      if (seen.has(next)) continue;
      const more: string[] = [];
      const reached = new Set<string>();
      await walk(next, reached, more);
      for (const url of reached) {
        if (!seen.has(url)) lazy.add(url);
        seen.add(url);
      }
      dynamic.push(...more);
    }
    return { initial, lazy };
  }

  async gzipOf(urls: Iterable<string>): Promise<number> {
    let total = 0;
    for (const url of urls) total += (await this.get(url)).gzip;
    return total;
  }
}

/**
 * The build page's band image, which the HTML only links to (decision 0008): its size, the time to
 * draw it, and a revalidation with its ETag (a 304, nothing drawn).
 */
async function previewImage(origin: string, html: string): Promise<Figure[]> {
  const src = /\/api\/bands\/preview\.svg\?[^"']+/.exec(html)?.[0]?.replace(/&amp;/g, '&');
  if (!src) throw new Error('/en/build links to no preview image');
  let started = performance.now();
  const answer = await fetch(origin + src);
  if (!answer.ok) throw new Error(`preview image answered ${answer.status}`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const drawn = performance.now() - started;
  started = performance.now();
  const again = await fetch(origin + src, { headers: { 'If-None-Match': answer.headers.get('etag') ?? '' } });
  await again.arrayBuffer();
  const revalidated = performance.now() - started;
  console.log(
    `    its band image (fetched after the HTML): ${kb(bytes.length)} raw, ${kb(gz(bytes))} gzipped, drawn in ${drawn.toFixed(0)} ms; revalidated: ${again.status} in ${revalidated.toFixed(0)} ms`,
  );
  return [
    { name: 'build page band image, gzipped', value: kb(gz(bytes)), target: '—', met: null },
    { name: 'build page band image, revalidated', value: String(again.status), target: '304', met: again.status === 304 },
  ];
}

export default async function bench(): Promise<Figure[]> {
  const { origin } = await benchServer();
  const assets = new Assets(origin);
  const figures: Figure[] = [];
  console.log('page                     HTML raw   HTML gzip   JS before lazy loads (gzip)   JS on demand (gzip)');
  for (const page of PAGES) {
    const answer = await fetch(origin + page);
    if (!answer.ok) throw new Error(`${page} answered ${answer.status}`);
    const html = new Uint8Array(await answer.arrayBuffer());
    const text = new TextDecoder().decode(html);
    const referenced = [...new Set([...text.matchAll(/["'(](\/assets\/[\w.-]+\.m?js)\b/g)].map((m) => m[1]!))];
    const { initial, lazy } = await assets.closure(referenced);
    const js = await assets.gzipOf(initial);
    const later = await assets.gzipOf(lazy);
    console.log(
      `  ${page.padEnd(20)} ${kb(html.length).padStart(10)} ${kb(gz(html)).padStart(11)}   ${kb(js).padStart(10)} in ${String(initial.size).padStart(2)} files        ${kb(later).padStart(10)} in ${lazy.size} files`,
    );
    if (page === '/en/build') {
      figures.push({
        name: 'build page HTML, gzipped',
        value: kb(gz(html)),
        target: `≤ ${kb(BUILD_HTML_TARGET).replace('.0', '')}`,
        met: gz(html) <= BUILD_HTML_TARGET,
      });
      figures.push(...(await previewImage(origin, text)));
    }
    figures.push({
      name: `JS before lazy loads, ${page} (gzip)`,
      value: kb(js),
      target: page === '/en/course/berlin' ? 'map code not in it' : '—',
      met: null,
    });
    if (page === '/en/course/berlin') {
      const map = [...initial].filter((url) => /maplibre|deck|webgl/i.test(url));
      console.log(
        `    course page, before the map is shown: ${kb(js)} gzipped; map chunks among them: ${map.length ? map.join(', ') : 'none'}`,
      );
      figures.at(-1)!.met = map.length === 0;
      const biggest = await Promise.all([...lazy].map(async (url) => [url, (await assets.get(url)).gzip] as const));
      biggest.sort((a, b) => b[1] - a[1]);
      console.log(
        `    loaded on demand (map when it scrolls into view, captcha, …), largest: ${biggest
          .slice(0, 4)
          .map(([u, n]) => `${u.replace('/assets/', '')} ${kb(n)}`)
          .join(', ')}`,
      );
    }
  }
  return figures;
}
