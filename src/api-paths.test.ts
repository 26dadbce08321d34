import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_MOUNTS } from './composition.ts';
import { apiMountBase } from './host/middleware/cross-origin.ts';
import { apiHref, definedApiRoutes } from './lib/api-route.ts';

/** A value for each of a path's parameters that its pattern accepts ({new|[0-9]+} → new, {[a-z-]+\\.ics} → x.ics, none → 1). */
function sampleParams(pattern: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of pattern.split('/')) {
    const name = /^:([^{?]+)/.exec(segment)?.[1];
    if (!name) continue;
    const open = segment.indexOf('{');
    const accepts = open < 0 ? null : new RegExp(`^(?:${segment.slice(open + 1, segment.lastIndexOf('}'))})$`);
    const candidates = [...(accepts?.source.split(/[|(){}^$?:]/) ?? []), '1', 'x', 'x.ics', 'x.pdf'];
    params[name] = candidates.find((value) => /^[\w.-]+$/.test(value) && (!accepts || accepts.test(value))) ?? '1';
  }
  return params;
}

/**
 * The composed API's handlers as the host mounts them (src/host/api.ts), each answering 200, and
 * 404 for anything else: the host's middleware ('*' paths) left out, so only a registered
 * handler makes an address answer.
 */
function handlersOnly(): Hono {
  const mounted = new Hono();
  for (const mount of API_MOUNTS) mounted.route(apiMountBase(mount), mount.app);
  const probe = new Hono();
  for (const route of mounted.routes) if (!route.path.endsWith('*')) probe.on(route.method, route.path, (c) => c.text('handled'));
  probe.notFound((c) => c.text('none', 404));
  return probe;
}

describe('API route helpers (src/lib/api-route.ts) against the composed API', () => {
  const routes = definedApiRoutes();

  it('defines the routes the pages and islands link to', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('mounts every helper’s prefix as a manifest’s API', () => {
    const prefixes = new Set(API_MOUNTS.map((mount) => mount.prefix));
    for (const route of routes) expect(prefixes.has(route.prefix), `${route.prefix} (${route.name})`).toBe(true);
  });

  it('registers every helper’s path, as written, in its mount’s sub-app', () => {
    for (const route of routes) {
      const registered = API_MOUNTS.filter((mount) => mount.prefix === route.prefix).flatMap((mount) =>
        mount.app.routes.map((r) => r.path),
      );
      expect(registered, `${route.prefix} ${route.name}`).toContain(route.pattern);
    }
  });

  it('answers every address a helper builds with a handler (not the 404 of unknown API paths)', async () => {
    const app = handlersOnly();
    for (const route of routes) {
      const href = apiHref(route.prefix, route.pattern, sampleParams(route.pattern));
      const methods = API_MOUNTS.filter((m) => m.prefix === route.prefix).flatMap((m) =>
        m.app.routes.filter((r) => r.path === route.pattern).map((r) => r.method),
      );
      const method = methods.find((m) => m !== 'ALL') ?? 'GET';
      expect((await app.request(href, { method })).status, `${method} ${href}`).toBe(200);
    }
  });
});
