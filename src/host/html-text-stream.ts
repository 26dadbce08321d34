/**
 * An HTML stream rewritten as text while it streams: `rewrite` gets the text in pieces that each end
 * at a tag's `>` (the rest waits for the next chunk, so no tag is ever cut in two), until `settled()`
 * says the rewriting is over, after which each chunk passes as it comes; the last piece is whatever
 * follows. UTF-8 characters split across chunks are decoded whole. Used by the rewrites of the
 * page's HTML (hydrate-after-paint.ts, not-found-render.ts).
 */
export function rewriteHtmlText(
  html: ReadableStream<Uint8Array>,
  rewrite: (text: string) => string,
  settled: () => boolean,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        const cut = settled() ? text.length : text.lastIndexOf('>') + 1;
        pending = text.slice(cut);
        const out = rewrite(text.slice(0, cut));
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const out = rewrite(pending + decoder.decode());
        if (out) controller.enqueue(encoder.encode(out));
      },
    }),
  );
}
