import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

const contextData: Record<string, unknown> = {};
vi.mock('waku/server', () => ({ unstable_getContextData: () => contextData }));

const { notFoundHtml } = await import('./not-found-html.ts');
const { carryContextData, setPageRenderer } = await import('../not-found-render.ts');

function site(page: (c: { req: { path: string } }) => Response) {
  const app = new Hono();
  app.use(notFoundHtml());
  app.get('*', (c) => page(c));
  return app;
}

const emptyShell = () =>
  new Response('<!DOCTYPE html><html><body></body></html>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('the 404 page', () => {
  it("is the site's /404 page rendered again for the request, in its language, with status 404", async () => {
    const seen: Array<{ path: string; locale: unknown; nonce: unknown }> = [];
    const renderer = new Hono();
    renderer.use((c, next) => {
      carryContextData(c.req.raw);
      return next();
    });
    renderer.get('/404', (c) => {
      seen.push({ path: c.req.path, locale: contextData.locale, nonce: contextData.cspNonce });
      return c.html('<header><nav aria-label="Navigation principale"></nav></header><h1>Page introuvable</h1><footer></footer>');
    });
    setPageRenderer(renderer);
    Object.assign(contextData, { locale: 'fr', cspNonce: 'n0nce' });
    const response = await site(emptyShell).request('/fr/nulle-part', { headers: { cookie: 'lang=fr' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<nav aria-label="Navigation principale">');
    expect(html).toContain('<footer>');
    expect(seen).toEqual([{ path: '/404', locale: 'fr', nonce: 'n0nce' }]);
  });

  it("tells the browser's router that the page is the 404 route, so it hydrates the page it holds (any chunking)", async () => {
    const page =
      '<!DOCTYPE html><html lang="es"><head><meta name="httpstatus" content="200"/><title>Página no encontrada</title></head>' +
      '<body><a class="btn" href="/es">Ir a la página de inicio</a><script>self.__FLIGHT_DATA=["content=\\"200\\""]</script></body></html>';
    const bytes = new TextEncoder().encode(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const renderer = new Hono();
      renderer.get('/404', () => {
        let at = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= bytes.length) return controller.close();
            controller.enqueue(bytes.slice(at, (at += size)));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      });
      setPageRenderer(renderer);
      const response = await site(emptyShell).request('/es/no-existe');
      expect(response.status).toBe(404);
      // Only the status tag changes; the rest (a multibyte split across chunks too) is as rendered.
      expect(await response.text(), `chunks of ${size}`).toBe(page.replace('content="200"/>', 'content="404"/>'));
    }
  });

  it('keeps /404 as Waku rendered it, with status 404', async () => {
    const response = await site(() => new Response('<h1>full</h1>', { headers: { 'content-type': 'text/html' } })).request('/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>full</h1>');
  });

  it('falls back to the bare error page when the page cannot be rendered', async () => {
    const broken = new Hono();
    broken.get('*', () => {
      throw new Error('render failed');
    });
    setPageRenderer(broken);
    Object.assign(contextData, { locale: 'it' });
    const response = await site(emptyShell).request('/it/non-esiste');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  it('leaves API and non-HTML answers alone', async () => {
    const json = await site(() => Response.json({ message: 'no' }, { status: 404 })).request('/en/x');
    expect(await json.json()).toEqual({ message: 'no' });
  });
});
