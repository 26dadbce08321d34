/** The tests of the HTML stream rewriters: a text as a stream cut at the given offsets, and a stream read back. */
export function chunked(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
}

export const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
