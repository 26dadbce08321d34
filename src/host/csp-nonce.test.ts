/**
 * The CSP names the nonce the page's inline scripts carry (issue 28, ADR 0002): a fresh one for
 * each render, and a cached page's own when the page cache answers (its HTML was rendered with
 * it). The host's order: Waku's request context, the security headers, the page cache, the page.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { INTERNAL_runWithContext } from '../../node_modules/waku/dist/lib/context.js';
import { requestNonce } from './csp-nonce.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { pageCache } from './page-cache/page-cache.ts';

function site() {
  const app = new Hono();
  app.use((c, next) => INTERNAL_runWithContext(c.req.raw, next));
  app.use(securityHeaders({ production: true, openPaths: () => false }));
  app.use(
    pageCache({
      cacheable: (path) => path === '/en/faq',
      personalCookies: [],
      version: { current: () => 1, mayStore: () => true },
      ttlMs: 60_000,
      maxBytes: 1 << 20,
      withRequest: (_c, next) => next(),
    }),
  );
  // A page as Waku renders it: its inline scripts carry the nonce of the render (src/host/nonce-render.ts).
  app.get('/en/*', (c) => c.html(`<!doctype html><p>${c.req.path}</p><script nonce="${requestNonce()}">boot()</script>`));
  return app;
}

const scriptSrc = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))!;
const headerNonce = (response: Response) => /'nonce-([^']+)'/.exec(scriptSrc(response))?.[1];
const bodyNonce = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1];

describe('CSP nonce', () => {
  it('allows the inline scripts of this render only: its nonce, no unsafe-inline, a new one each time', async () => {
    const app = site();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await app.request('/en/account');
      const html = await response.text();
      expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
      expect(scriptSrc(response)).toContain("'self'");
      expect(headerNonce(response)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(headerNonce(response)).toBe(bodyNonce(html));
      nonces.add(headerNonce(response)!);
    }
    expect(nonces.size).toBe(3);
  });

  it('a page served from the page cache names the nonce it was rendered with, revalidations too', async () => {
    const app = site();
    const miss = await app.request('/en/faq');
    const missHtml = await miss.text();
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    expect(headerNonce(miss)).toBe(bodyNonce(missHtml));

    const hit = await app.request('/en/faq');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const hitHtml = await hit.text();
    expect(hitHtml).toBe(missHtml);
    expect(headerNonce(hit)).toBe(bodyNonce(hitHtml));

    const revalidated = await app.request('/en/faq', { headers: { 'if-none-match': hit.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(headerNonce(revalidated)).toBe(bodyNonce(missHtml));
  });
});
