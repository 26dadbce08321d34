/**
 * Inline scripts carry the request's CSP nonce (issue 28, ADR 0002). Waku 0.27 renders pages
 * without one; src/host/nonce-render.ts gives its SSR entry the nonce. Without a build, the SSR
 * entry is stood in for by the same libraries Waku's uses (waku/dist/lib/vite-rsc/ssr.js):
 * React's streaming renderer with `nonce` and rsc-html-stream's `injectRSCPayload` with `nonce`.
 */
import { Suspense, use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { injectRSCPayload } from 'rsc-html-stream/server';
import { describe, expect, it, vi } from 'vitest';
import { nonceRenderHtml, withNonceRendering, type RenderHtml, type SsrEntry } from './nonce-render.ts';

const text = (value: string) => new Response(value).body!;
const NONCE = 'Zm9yLXRlc3RzLW9ubHktMTIz';

/** Streams late: React then streams the boundary with an inline script of its own. */
function Late({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

/** Waku's renderHtmlStream in small: React with the bootstrap script and `nonce`, then the RSC payload inlined. */
const wakuLikeSsr: SsrEntry = {
  async renderHtmlStream(elementsStream, _rscHtmlStream, options) {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('later'), 20));
    const page: ReactNode = (
      <html>
        <body>
          <h1>Splits</h1>
          <Suspense fallback={<p>…</p>}>
            <Late promise={late} />
          </Suspense>
        </body>
      </html>
    );
    const html = await renderToReadableStream(page, {
      bootstrapScriptContent: 'globalThis.__WAKU_HYDRATE__ = true; import("/assets/index.js")',
      ...(options.nonce ? { nonce: options.nonce } : {}),
    });
    return { stream: html.pipeThrough(injectRSCPayload(elementsStream, options.nonce ? { nonce: options.nonce } : {})) };
  },
};

const unused: RenderHtml = () => Promise.reject(new Error('Waku’s own render was called'));

describe('HTML rendered with the request nonce', () => {
  it('every inline script of the page carries it: bootstrap, streamed boundaries, the RSC payload', async () => {
    const render = nonceRenderHtml(unused, {
      renderRsc: () => text(''),
      loadSsr: async () => wakuLikeSsr,
      nonce: () => NONCE,
      stylesheet: '',
    });
    const response = await render(text('0:{"a":1}\n1:["$","p",null,{}]\n'), null, { rscPath: '' });
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // The bootstrap, React's boundary completion, and at least one chunk of the RSC payload.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('__FLIGHT_DATA');
    expect(html).toContain('later');
    for (const tag of scripts) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it('passes the nonce, the form state and the path to the SSR entry and keeps its status', async () => {
    const renderHtmlStream = vi.fn(async () => ({ stream: text('<html></html>'), status: 404 }));
    const renderRsc = vi.fn(() => text('html'));
    const render = nonceRenderHtml(unused, { renderRsc, loadSsr: async () => ({ renderHtmlStream }), nonce: () => NONCE, stylesheet: '' });
    const elements = text('elements');
    const response = await render(elements, <p />, { rscPath: 'R/en/faq', actionResult: 'state', status: 200 });
    expect(renderHtmlStream).toHaveBeenCalledWith(elements, expect.any(ReadableStream), {
      formState: 'state',
      rscPath: 'R/en/faq',
      nonce: NONCE,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it("without a nonce (outside the host's chain) Waku's own render answers", async () => {
    const own = vi.fn<RenderHtml>(async () => new Response('own'));
    const render = nonceRenderHtml(own, {
      renderRsc: () => text(''),
      loadSsr: async () => wakuLikeSsr,
      nonce: () => undefined,
      stylesheet: '',
    });
    expect(await (await render(text(''), null, { rscPath: '' })).text()).toBe('own');
  });

  it("the router's request handler renders every page through it", async () => {
    const handleRequest = vi.fn(async (_input: string, utils: { renderHtml: RenderHtml; other: number }) => {
      expect(utils.other).toBe(1);
      return utils.renderHtml(text(''), null, { rscPath: '' });
    });
    const renderHtmlStream = vi.fn(async () => ({ stream: text('<html></html>') }));
    const wrapped = withNonceRendering(handleRequest, {
      renderRsc: () => text(''),
      loadSsr: async () => ({ renderHtmlStream }),
      nonce: () => NONCE,
      stylesheet: '',
    });
    await wrapped('input', { renderHtml: unused, other: 1 });
    expect(renderHtmlStream).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.objectContaining({ nonce: NONCE }));
  });
});
