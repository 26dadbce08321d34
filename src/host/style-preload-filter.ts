/**
 * React 19.2's Flight server turns every `<link rel="stylesheet">` a server component renders into
 * a resource hint `preload(href, "stylesheet")`, which Fizz writes into the HTML as
 * `<link rel="preload" href="…" as="stylesheet">`: not a valid `as` (browsers ignore it and warn),
 * and redundant beside the stylesheet link itself (react/react#34760 fixes it in a later React).
 * Issue 29 point 9: the page's HTML leaves these out.
 */
const INVALID_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="stylesheet")[^>]*>/g;

/** The HTML without `<link rel="preload" as="stylesheet">` tags (the rest byte for byte, streamed). */
export function withoutInvalidStylePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // A tag cut between two chunks waits for its end.
  let pending = '';
  const flushable = (text: string): string => {
    const open = text.lastIndexOf('<');
    if (open === -1 || text.indexOf('>', open) !== -1) {
      pending = '';
      return text;
    }
    pending = text.slice(open);
    return text.slice(0, open);
  };
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = flushable(pending + decoder.decode(chunk, { stream: true })).replace(INVALID_PRELOAD, '');
        if (text) controller.enqueue(encoder.encode(text));
      },
      flush(controller) {
        const rest = (pending + decoder.decode()).replace(INVALID_PRELOAD, '');
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}
