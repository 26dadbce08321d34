import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, AVAILABLE_ROUTES, composeHost, JOBS, MODULES, navigation, PAGES } from './composition.ts';
import type { Viewer } from './auth/access.ts';
import { LOCALES } from './i18n/locales.ts';
import { matchRoute, routePath, ROUTES, type RouteName } from './i18n/route-table.ts';
import { isOpenApiPath } from './host/middleware/cross-origin.ts';
import { leaves, placeholders } from '../tests/support/message-leaves.ts';

/**
 * The module contract, checked for every module of src/modules.ts: what a module declares exists
 * in all four languages (its routes resolve both ways, its navigation labels are written, its
 * messages have the same keys and placeholders in each language).
 */

/** Sample values for a route's parameters. */
function sampleParams(route: RouteName): Record<string, string> {
  return Object.fromEntries(ROUTES[route].segments.filter((s) => s.startsWith(':')).map((s) => [s.replace(/^:|\?$/g, ''), 'sample-1']));
}

const staff: Viewer = { kind: 'user', id: 'u1', name: 'Owner', roles: ['owner', 'admin', 'member'] };

describe.each(MODULES.map((m) => [m.name, m] as const))('module %s', (_name, module) => {
  const routes = [...Object.keys(module.pages ?? {}), ...Object.keys(module.adminPages ?? {})] as RouteName[];

  it.each(LOCALES)('its pages have a path in %s that resolves back to them', (locale) => {
    for (const route of routes) {
      expect(ROUTES[route], route).toBeDefined();
      const path = routePath(locale, route, sampleParams(route));
      expect(path, route).toMatch(new RegExp(`^/${locale}(/|$)`));
      expect(matchRoute(path, AVAILABLE_ROUTES)?.name, `${route} at ${path}`).toBe(route);
    }
  });

  it('its admin pages are staff-only and its public pages are not admin pages', () => {
    for (const route of Object.keys(module.adminPages ?? {}) as RouteName[]) {
      const access = ROUTES[route].access;
      expect(typeof access === 'object' && !access.roles.includes('member'), route).toBe(true);
      expect(PAGES[route], route).toBeUndefined();
    }
    for (const route of Object.keys(module.pages ?? {}) as RouteName[]) expect(ADMIN_PAGES[route], route).toBeUndefined();
  });

  it('caches only its own pages that are open to everybody (the page cache renders them for a guest)', () => {
    for (const route of module.cachedPages ?? []) {
      expect(module.pages && route in module.pages, route).toBe(true);
      expect(ROUTES[route].access, route).toBe('open');
    }
  });

  it.each(LOCALES)('its navigation entries are live routes with a label in %s', (locale) => {
    for (const [list, items] of Object.entries(module.nav ?? {})) {
      for (const item of items ?? []) {
        expect(AVAILABLE_ROUTES.has(item.route), `${list}: ${item.route}`).toBe(true);
        const label = item.label(locale);
        expect(label.trim(), `${list}: ${item.route}`).not.toBe('');
        expect(label, `${list}: ${item.route}`).not.toMatch(/undefined|\{\w+\}/);
      }
    }
  });

  it('its background jobs are named after it, with at least one retry', () => {
    for (const job of module.jobs ?? []) {
      expect(job.name.startsWith(`${module.name}.`), job.name).toBe(true);
      expect(job.retry.limit, job.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('its messages have the same keys, non-empty, with the same placeholders in every language', () => {
    if (!module.messages) return;
    const english = new Map(leaves(module.messages.dictionaries.en));
    expect(english.size).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const translated = new Map(leaves(module.messages.dictionaries[locale]));
      expect([...translated.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    }
  });
});

describe('composition', () => {
  it('registers nothing when imported: the entry composes the host, once', () => {
    // Importing the composition (above) handed nothing to the host's services yet.
    expect(isOpenApiPath('/api/v1/plan')).toBe(false);
    composeHost();
    expect(isOpenApiPath('/api/v1/plan')).toBe(true);
    composeHost();
    expect(isOpenApiPath('/api/v1/plan')).toBe(true);
  });

  it('opens exactly the stateless mounts to other sites (the public API and its document), whatever their path below', () => {
    for (const path of ['/api/v1', '/api/v1/plan', '/api/v1/no-such-call', '/api/docs']) expect(isOpenApiPath(path), path).toBe(true);
    for (const path of ['/api/v10', '/api/login', '/api/profile', '/api/bands/band.pdf', '/api/docsx', '/en', '/healthz'])
      expect(isOpenApiPath(path), path).toBe(false);
  });

  it('gathers every manifest’s jobs: mails and print runs run on the host queue', () => {
    expect(JOBS.map((job) => job.name).sort()).toEqual(['accounts.send-mail', 'order-printing.print-run']);
  });

  it('every module with pages declares messages for them', () => {
    for (const module of MODULES) if (module.name !== 'host' && module.pages) expect(module.messages, module.name).toBeDefined();
  });

  it('navigation lists come only from contributions and show the admin menu to staff only', () => {
    const guest: Viewer = { kind: 'guest' };
    for (const locale of LOCALES) {
      const footer = navigation('footer', locale, guest);
      expect(footer.length).toBeGreaterThan(0);
      for (const link of footer) expect(link.href.startsWith(`/${locale}`)).toBe(true);
      expect(navigation('adminMenu', locale, guest)).toEqual([]);
    }
    const contributed = MODULES.flatMap((m) => m.nav?.adminMenu ?? []).filter((item) => AVAILABLE_ROUTES.has(item.route));
    expect(navigation('adminMenu', 'en', staff).length).toBe(contributed.length);
  });
});
