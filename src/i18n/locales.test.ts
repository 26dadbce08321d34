import { describe, expect, it } from 'vitest';
import { negotiateLocale, toLocale } from './locales.ts';

describe('negotiateLocale (SPEC 9: the chosen language, else the browser language, else en)', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    [undefined, 'de-DE,de;q=0.9,it;q=0.5', 'it'],
    [undefined, 'en;q=0.2, es;q=0.9', 'es'],
    [undefined, 'de, ja', 'en'],
    [undefined, 'fr;q=0, es', 'es'],
    ['it', 'fr', 'it'],
    ['xx', 'es', 'es'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, header, expected) => {
    expect(negotiateLocale(cookie, header)).toBe(expected);
  });
});

describe('toLocale', () => {
  it.each([
    [['fr'], 'fr'],
    [['xx', 'it'], 'it'],
    [[undefined, null, 'es'], 'es'],
    [[42, 'EN'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (candidates, expected) => {
    expect(toLocale(...candidates)).toBe(expected);
  });
});
