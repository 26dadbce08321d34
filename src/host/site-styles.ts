/**
 * Issue 29 point 9: the site's stylesheet (src/host/site-stylesheet.server.ts) is inlined in every
 * page's head. Rendered by the root server component, it was sent twice: once as the `<style>` in
 * the HTML and again inside the inlined RSC payload, which serialises the server tree with the
 * element's text (31 KB of 230 KB on the course page). The host writes it into the HTML instead,
 * as it streams, just before the first `</head>`; React never sees it, so the payload carries no
 * copy, and a client navigation leaves it in place (React keeps `<style>` elements it did not
 * render in the head). The style-src directive allows inline styles ('unsafe-inline'), so the tag
 * needs no nonce. The rest of the HTML is passed on byte for byte.
 */
const HEAD_END = '</head>';

/** The `<style>` element for a stylesheet (`</style` inside it would end the element early). */
export function siteStyleTag(css: string): string {
  return `<style data-site-styles>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** The HTML with `<style>css</style>` just before its first `</head>` (none: unchanged). */
export function withSiteStyles(html: ReadableStream<Uint8Array>, css: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let done = false;
  // The end of the text read so far that could be the start of a `</head>` cut between chunks.
  let pending = '';
  const rewrite = (text: string, last: boolean): string => {
    if (done) return text;
    const at = text.indexOf(HEAD_END);
    if (at !== -1) {
      done = true;
      return text.slice(0, at) + siteStyleTag(css) + text.slice(at);
    }
    const keep = last ? 0 : Math.min(text.length, HEAD_END.length - 1);
    pending = text.slice(text.length - keep);
    return text.slice(0, text.length - keep);
  };
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        pending = '';
        const out = rewrite(text, false);
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const text = pending + decoder.decode();
        pending = '';
        const out = rewrite(text, true);
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}
