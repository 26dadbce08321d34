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

  it('include every word of SPEC 2’s English, French and Italian lists', () => {
    const spec = {
      en: 'admin build calendar contact copy course create donate edit faq forgotten-password home import login logout whats-new order pace-bands password password-email predictor privacy profile promo register reset-password search site-map terms theme',
      fr: 'creer calendrier parcours faire-un-don modifier copier importer connecter deconnecter nouveautes commande profil inscrire mot-de-passe-oublie reinitialiser-mot-de-passe rechercher carte-du-site conditions confidentialite predicteur',
      it: 'crea calendario percorso dona inserisci copiare ordine profilo registrati password-dimenticata resetta-password ricercare termini privacy predittore novita promozione tema contatti',
    } as const;
    for (const [locale, list] of Object.entries(spec) as Array<[keyof typeof spec, string]>) {
      const ours = new Set(Object.values(PATH_WORDS).map((w) => w[locale]));
      for (const word of list.split(' ')) expect(ours.has(word), `${locale} ${word}`).toBe(true);
    }
    // Italian "inserisci" sits where French has "modifier": it is the edit word.
    expect(PATH_WORDS.edit?.it).toBe('inserisci');
  });

  it('give the same page in every language for the language dropdown', () => {
    const alternates = alternatePaths('course.edit', { uuid: 'u' });
    expect(Object.keys(alternates)).toEqual([...LOCALES]);
    for (const locale of LOCALES) expect(alternates[locale]).toMatch(new RegExp(`^/${locale}/[a-z-]+/u/[a-z-]+$`));
    expect(alternates).toMatchObject({
      en: '/en/course/u/edit',
      fr: '/fr/parcours/u/modifier',
      es: '/es/recorrido/u/editar',
      it: '/it/percorso/u/inserisci',
    });
  });
});
