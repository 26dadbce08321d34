import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { PATH_WORDS } from './path-words.ts';
import { alternatePaths, matchRoute, routePath, ROUTE_NAMES, type RouteName } from './route-table.ts';

const ALL = new Set<RouteName>(ROUTE_NAMES);

describe('routePath', () => {
  it.each([
    ['en', 'home.index', {}, '/en'],
    ['fr', 'course.create', {}, '/fr/parcours/creer'],
    ['it', 'course.copy', { uuid: 'abc' }, '/it/percorso/abc/copiare'],
    ['es', 'news.index', {}, '/es/novedades'],
    ['es', 'news.index', { slug: 'hola' }, '/es/novedades/hola'],
    ['fr', 'forgotten-password.index', {}, '/fr/mot-de-passe-oublie'],
    ['en', 'pace-bands.index', {}, '/en/pace-bands'],
    ['en', 'admin.news.edit', { id: '7' }, '/en/admin/whats-new/7/edit'],
    ['en', 'course.show', { slug: 'a b/c' }, '/en/course/a%20b%2Fc'],
  ] as const)('%s %s → %s', (locale, name, params, expected) => {
    expect(routePath(locale, name, params)).toBe(expected);
  });

  it('refuses to build a path without its required parameter', () => {
    expect(() => routePath('en', 'course.show')).toThrow(/slug/);
  });
});

describe('matchRoute', () => {
  it('round-trips every route in every language', () => {
    for (const locale of LOCALES) {
      for (const name of ROUTE_NAMES) {
        const params = { slug: 'x-1', token: 't0k', courseUuid: 'c-1', uuid: 'u-1', id: '42' };
        const path = routePath(locale, name, params);
        const match = matchRoute(path, ALL);
        expect(match?.name, `${path}`).toBe(name);
        expect(match?.canonicalPath).toBe(path);
      }
    }
  });

  it('prefers literal words to parameters (course/create is not a course called "create")', () => {
    expect(matchRoute('/en/course/create', ALL)?.name).toBe('course.create');
    expect(matchRoute('/en/course/berlin', ALL)).toMatchObject({ name: 'course.show', params: { slug: 'berlin' } });
  });

  it("resolves another language's words and gives this language's canonical path", () => {
    expect(matchRoute('/fr/course/create', ALL)).toMatchObject({ name: 'course.create', canonicalPath: '/fr/parcours/creer' });
    expect(matchRoute('/en/parcours/berlin', ALL)).toMatchObject({ name: 'course.show', canonicalPath: '/en/course/berlin' });
    expect(matchRoute('/it/whats-new', ALL)?.canonicalPath).toBe('/it/novita');
  });

  it('matches only the routes that are available', () => {
    const some = new Set<RouteName>(['home.index', 'faq.index']);
    expect(matchRoute('/en/faq', some)?.name).toBe('faq.index');
    expect(matchRoute('/en/calendar', some)).toBeNull();
  });

  it.each(['/xx/faq', '/en/nope', '/en/faq/extra', '/', '/en/course/a/b/c/d'])('has no route for %s', (path) => {
    expect(matchRoute(path, ALL)).toBeNull();
  });
});

describe('path words', () => {
  it('are unique within each language, URL-safe and lower case', () => {
    for (const locale of LOCALES) {
      const words = Object.values(PATH_WORDS).map((w) => w[locale]);
      expect(new Set(words).size, locale).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('give the same page in four languages for the language dropdown', () => {
    expect(alternatePaths('course.edit', { uuid: 'u' })).toEqual({
      en: '/en/course/u/edit',
      fr: '/fr/parcours/u/modifier',
      es: '/es/recorrido/u/editar',
      it: '/it/percorso/u/modifica',
    });
  });
});
