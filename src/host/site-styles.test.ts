import { describe, expect, it } from 'vitest';
import { chunked, read } from './html-stream.test-support.ts';
import { siteStyleTag, withSiteStyles } from './site-styles.ts';

const CSS = 'body{margin:0}.band::after{content:"→ </head>"}';
// A page's shape: the head, then the body with a `</head>` in the inlined RSC payload's text.
const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Café → 5 €</title></head>' +
  '<body><p>a &lt; b</p><script>(self.__FLIGHT_DATA||=[]).push("</head>")</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Café → 5 €</title>' +
  `<style data-site-styles>${CSS}</style></head>` +
  '<body><p>a &lt; b</p><script>(self.__FLIGHT_DATA||=[]).push("</head>")</script></body></html>';

describe('the site stylesheet written into the page head', () => {
  it('goes just before the first </head>, once, the rest unchanged', async () => {
    expect(await read(withSiteStyles(chunked(PAGE, []), CSS))).toBe(EXPECTED);
  });

  it('also when </head> or a character is cut between chunks', async () => {
    const bytes = new TextEncoder().encode(PAGE).length;
    for (let cut = 1; cut < bytes; cut += 3) {
      expect(await read(withSiteStyles(chunked(PAGE, [cut, Math.min(cut + 2, bytes - 1)]), CSS))).toBe(EXPECTED);
    }
  });

  it('leaves a document without a head as it is', async () => {
    const fragment = '<p>no head</p>';
    expect(await read(withSiteStyles(chunked(fragment, [3]), CSS))).toBe(fragment);
  });

  it('cannot be closed early by the stylesheet', () => {
    expect(siteStyleTag('a::after{content:"</style><script>"}')).toBe(
      '<style data-site-styles>a::after{content:"<\\/style><script>"}</style>',
    );
  });
});
