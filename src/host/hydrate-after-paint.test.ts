import { describe, expect, it } from 'vitest';
import { afterFirstPaint, hydrateAfterFirstPaint } from './hydrate-after-paint.ts';
import { chunked, read } from './html-stream.test-support.ts';

// The shape of Waku 0.27's HTML: preloads in the head, the bootstrap script (with arrows and a
// nonce) after the page's body, then the inlined RSC payload and a streamed preload.
const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/shell-A1.js" crossorigin=""/>' +
  '<link rel="modulepreload" href="/assets/index-B2.js" crossorigin=""/><title>Café → 5 €</title></head>' +
  '<body><p>a &lt; b</p><script nonce="n0" id="_R_">globalThis.__WAKU_HYDRATE__ = true; f = (s) => c.enqueue(s);\n' +
  '  import("/assets/index-B2.js")</script><script nonce="n0">(self.__FLIGHT_DATA||=[]).push("1:import(\\"x\\")")</script>' +
  '<link rel="modulepreload" href="/assets/late-C3.js"/></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Café → 5 €</title></head>' +
  '<body><p>a &lt; b</p><script nonce="n0" id="_R_">globalThis.__WAKU_HYDRATE__ = true; f = (s) => c.enqueue(s);\n  ' +
  afterFirstPaint(['/assets/shell-A1.js', '/assets/index-B2.js'], '/assets/index-B2.js') +
  '</script><script nonce="n0">(self.__FLIGHT_DATA||=[]).push("1:import(\\"x\\")")</script>' +
  '<link rel="modulepreload" href="/assets/late-C3.js"/></body></html>';

describe('HTML whose scripts load after the first paint', () => {
  it('moves the head preloads into the bootstrap, which imports the entry after a frame', async () => {
    expect(await read(hydrateAfterFirstPaint(chunked(PAGE, [])))).toBe(EXPECTED);
    expect(EXPECTED).not.toContain('import("/assets/index-B2.js")</script>');
    expect(afterFirstPaint(['/a.js'], '/b.js')).toMatch(/requestAnimationFrame\(.*setTimeout\(go,0\).*\["\/a\.js"\],"\/b\.js"\)$/);
  });

  it('also when a tag, the import or a character is cut between chunks', async () => {
    for (let cut = 1; cut < PAGE.length; cut += 5) {
      expect(await read(hydrateAfterFirstPaint(chunked(PAGE, [cut, Math.min(cut + 23, PAGE.length - 1)])))).toBe(EXPECTED);
    }
  });

  it('leaves a page with no bootstrap import as it was, but for the preloads', async () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js"/></head><body><script>go()</script></body>';
    expect(await read(hydrateAfterFirstPaint(chunked(html, [20])))).toBe('<head></head><body><script>go()</script></body>');
  });
});
