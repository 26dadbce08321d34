import { describe, expect, it } from 'vitest';
import { withoutInvalidStylePreloads } from './style-preload-filter.ts';
import { chunked, read } from './html-stream.test-support.ts';

const HEAD =
  '<head><link rel="stylesheet" href="/a.css" data-precedence="x"/>' +
  '<link rel="preload" href="/a.css" as="stylesheet" crossorigin="anonymous"/>' +
  '<link rel="preload" as="image" href="/b.svg?x=1&amp;y=2"/><link rel="preload" href="/m.css" as="stylesheet"/>' +
  '<title>Café à 5 €</title></head><body><p>a &lt; b</p></body>';
const EXPECTED =
  '<head><link rel="stylesheet" href="/a.css" data-precedence="x"/><link rel="preload" as="image" href="/b.svg?x=1&amp;y=2"/>' +
  '<title>Café à 5 €</title></head><body><p>a &lt; b</p></body>';

describe('HTML without invalid stylesheet preloads', () => {
  it('drops every preload as="stylesheet" and keeps the stylesheets, other preloads and text', async () => {
    expect(await read(withoutInvalidStylePreloads(chunked(HEAD, [])))).toBe(EXPECTED);
  });

  it('also when a tag or a character is cut between two chunks', async () => {
    for (let cut = 1; cut < HEAD.length; cut += 7) {
      expect(await read(withoutInvalidStylePreloads(chunked(HEAD, [cut, Math.min(cut + 40, HEAD.length - 1)])))).toBe(EXPECTED);
    }
  });
});
