import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isSharedRender } from '../shared-render.ts';
import { pageCache } from './page-cache.ts';
import { polledDataVersion, type DataVersion } from './data-version.ts';

/** A data version the test moves by hand (stores at once, no settling time). */
function manualVersion(start = 1): DataVersion & { bump(): void } {
  let version = start;
  return { current: () => version, mayStore: (started) => started === version, bump: () => void (version += 1) };
}

/** The host's chain in small: the page cache, then a "page" that shows what it was rendered with. */
function site(version: DataVersion, page?: (c: { path: string; cookie: string; request: Request }) => Response | Promise<Response>) {
  let renders = 0;
  const app = new Hono();
  app.use(
    pageCache({
      cacheable: (p) => p.startsWith('/en/'),
      personalCookies: ['paceband.session_token', 'flash'],
      version,
      ttlMs: 60_000,
      maxBytes: 1 << 20,
      // The real host swaps Waku's context request here; this page reads c.req.raw instead.
      withRequest: (_c, next) => next(),
    }),
  );
  app.get('*', async (c) => {
    renders += 1;
    const request = c.req.raw;
    const cookie = request.headers.get('cookie') ?? '';
    if (page) return page({ path: c.req.path, cookie, request });
    return c.html(`<p>${c.req.path} rendered for [${cookie}] shared=${isSharedRender(request.headers)} #${renders}</p>`);
  });
  return { app, renders: () => renders };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('page cache', () => {
  it('renders a public page once, for nobody, and serves it again', async () => {
    const { app, renders } = site(manualVersion());
    const first = await get(app, '/en/faq', { cookie: 'last_read_news=2026-01-01; cookie_consent=v1%3A' });
    const firstText = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // The kept page saw none of the first visitor's cookies.
    expect(firstText).toContain('rendered for [] shared=true');
    const second = await get(app, '/en/faq', { cookie: 'last_read_news=2020-01-01' });
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(firstText);
    expect(renders()).toBe(1);
  });

  it('keeps app mode apart, as its only cookie', async () => {
    const { app } = site(manualVersion());
    const web = await (await get(app, '/en/faq')).text();
    const inApp = await (await get(app, '/en/faq', { cookie: 'paceband_app=1; other=x' })).text();
    expect(web).toContain('rendered for []');
    expect(inApp).toContain('rendered for [paceband_app=1]');
  });

  it('never serves nor keeps the page of a signed-in visitor or one with a flash message', async () => {
    const { app, renders } = site(manualVersion());
    for (const cookie of ['paceband.session_token=abc', '__Secure-paceband.session_token=abc', 'a=1; flash=saved']) {
      const response = await get(app, '/en/faq', { cookie });
      expect(response.headers.get('x-page-cache')).toBeNull();
      expect(await response.text()).toContain(`rendered for [${cookie}] shared=false`);
    }
    expect((await get(app, '/en/faq')).headers.get('x-page-cache')).toBe('miss');
    expect(renders()).toBe(4);
  });

  it('leaves queries, other paths and other methods alone', async () => {
    const { app } = site(manualVersion());
    await get(app, '/en/faq');
    expect((await get(app, '/en/faq?x=1')).headers.get('x-page-cache')).toBeNull();
    expect((await get(app, '/api/x')).headers.get('x-page-cache')).toBeNull();
    expect((await app.request('/en/faq', { method: 'POST' })).headers.get('x-page-cache')).toBeNull();
  });

  it('drops its pages when the data version moves', async () => {
    const version = manualVersion();
    const { app, renders } = site(version);
    await get(app, '/en/faq');
    version.bump();
    const after = await get(app, '/en/faq');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('#2');
    expect(renders()).toBe(2);
  });

  it('answers 304 to a browser that has the page, and sends the encoding asked for', async () => {
    const { app } = site(manualVersion());
    const first = await get(app, '/en/faq', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get(app, '/en/faq', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await get(app, '/en/faq', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect((await get(app, '/en/faq')).headers.get('content-encoding')).toBeNull();
  });

  it('keeps neither errors nor pages that set a cookie', async () => {
    const { app, renders } = site(manualVersion(), ({ path }) => {
      if (path === '/en/missing') return new Response('<p>404</p>', { status: 404, headers: { 'content-type': 'text/html' } });
      return new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } });
    });
    for (const path of ['/en/missing', '/en/cookie']) {
      await get(app, path);
      expect((await get(app, path)).headers.get('x-page-cache')).not.toBe('hit');
    }
    expect(renders()).toBe(4);
  });

  it('renders a page once when many ask for it at the same time', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { app, renders } = site(manualVersion(), async ({ path }) => {
      await gate;
      return new Response(`<p>${path}</p>`, { headers: { 'content-type': 'text/html' } });
    });
    const answers = Promise.all(Array.from({ length: 20 }, () => get(app, '/en/course/berlin')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const responses = await answers;
    expect(new Set(await Promise.all(responses.map((r) => r.text())))).toEqual(new Set(['<p>/en/course/berlin</p>']));
    expect(renders()).toBe(1);
  });
});

describe('polled data version', () => {
  it('reads at most once per interval, and keeps nothing until a change has settled', async () => {
    let clock = 0;
    let stored = 5;
    let reads = 0;
    const version = polledDataVersion({
      read: async () => {
        reads += 1;
        return stored;
      },
      intervalMs: 1_000,
      settleMs: 2_000,
      now: () => clock,
    });
    expect(version.current()).toBe(-1);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(version.current()).toBe(5);
    expect(reads).toBe(1);
    // Where the process starts is not a change.
    expect(version.mayStore(5)).toBe(true);
    clock = 500;
    version.current();
    expect(reads).toBe(1);
    clock = 2_500;
    stored = 6;
    version.current();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(version.current()).toBe(6);
    expect(version.mayStore(5)).toBe(false);
    expect(version.mayStore(6)).toBe(false);
    clock = 5_000;
    expect(version.mayStore(6)).toBe(true);
  });

  it('keeps nothing while the database does not answer', async () => {
    const version = polledDataVersion({ read: () => Promise.reject(new Error('down')), now: () => 10_000 });
    version.current();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(version.current()).toBe(-1);
    expect(version.mayStore(-1)).toBe(false);
  });
});
