import type { ReactNode } from 'react';
import { hydrateAfterFirstPaint } from './hydrate-after-paint.ts';
import { withSiteStyles } from './site-styles.ts';
import { withoutInvalidStylePreloads } from './style-preload-filter.ts';

/** Waku 0.27's `renderHtml` (waku/dist/lib/types.d.ts, Unstable_RenderHtml). */
export type RenderHtml = (
  elementsStream: ReadableStream,
  html: ReactNode,
  options: { rscPath: string; actionResult?: unknown; status?: number },
) => Promise<Response>;

/** What Waku's SSR entry (waku/dist/lib/vite-rsc/ssr.js, the `ssr` environment's `index`) exports for it. */
export interface SsrEntry {
  renderHtmlStream(
    elementsStream: ReadableStream,
    rscHtmlStream: ReadableStream,
    options: { rscPath?: string; formState?: unknown; nonce?: string },
  ): Promise<{ stream: ReadableStream; status?: number }>;
}

export interface NonceRenderDeps {
  /** React's RSC renderer of the `rsc` environment (@vitejs/plugin-rsc/rsc `renderToReadableStream`). */
  renderRsc: (node: ReactNode, options: { onError: (error: unknown) => string | undefined }) => ReadableStream;
  /** Loads Waku's SSR entry (`import.meta.viteRsc.loadModule('ssr', 'index')`). */
  loadSsr: () => Promise<SsrEntry>;
  /** The request's nonce (src/host/csp-nonce.ts); none: Waku's own render. */
  nonce: () => string | undefined;
  /** The site's stylesheet, inlined in every page's head by the host (src/host/site-styles.ts). */
  stylesheet: string;
}

/** Waku's render error hook: log it, keep a digest (thrown redirects and not-founds carry one). */
function onError(error: unknown): string | undefined {
  console.error('Error during rendering:', error);
  if (error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string') return error.digest;
  return undefined;
}

/**
 * The rendered HTML as it leaves: the site's stylesheet in its head, no invalid preloads, and the
 * page's scripts fetched after its first paint (src/host/hydrate-after-paint.ts). Lighthouse's
 * mobile run, on a quiet machine (README, Benchmarks, session 21): the build page's LCP 1.03 s
 * and score 95, where preloading the scripts in the head gave LCP 2.1–2.2 s.
 */
const pageHtml = (html: ReadableStream<Uint8Array>, stylesheet: string) =>
  hydrateAfterFirstPaint(withoutInvalidStylePreloads(withSiteStyles(html, stylesheet)));

/**
 * Waku 0.27's `renderHtml` with a nonce (ADR 0002). Its SSR entry already accepts one (React puts
 * it on the bootstrap script and on its streaming scripts, rsc-html-stream on the inlined RSC
 * payload), but 0.27's `renderHtml` (waku/dist/lib/utils/render.js) never passes it and
 * `createPages` has no option for it; Waku 1.0 adds exactly this (`renderHtml(…, { nonce })`,
 * wakujs/waku#1922). This is the same function with the request's nonce passed on; both leave
 * out React's invalid stylesheet preloads (src/host/style-preload-filter.ts), and write the site's
 * stylesheet into the head (src/host/site-styles.ts).
 */
export function nonceRenderHtml(original: RenderHtml, deps: NonceRenderDeps): RenderHtml {
  return async (elementsStream, html, options) => {
    const nonce = deps.nonce();
    if (!nonce) {
      const response = await original(elementsStream, html, options);
      if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
      return new Response(pageHtml(response.body, deps.stylesheet), response);
    }
    const ssr = await deps.loadSsr();
    const rscHtmlStream = deps.renderRsc(html, { onError });
    const result = await ssr.renderHtmlStream(elementsStream, rscHtmlStream, {
      formState: options.actionResult,
      rscPath: options.rscPath,
      nonce,
    });
    return new Response(pageHtml(result.stream, deps.stylesheet), {
      status: result.status || options.status || 200,
      headers: { 'content-type': 'text/html' },
    });
  };
}

/** The router's request handler with every HTML render given the request's nonce. */
export function withNonceRendering<Input, Utils extends { renderHtml: RenderHtml }, Result>(
  handleRequest: (input: Input, utils: Utils) => Result,
  deps: NonceRenderDeps,
): (input: Input, utils: Utils) => Result {
  return (input, utils) => handleRequest(input, { ...utils, renderHtml: nonceRenderHtml(utils.renderHtml, deps) });
}
