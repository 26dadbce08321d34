import { describe, expect, it } from 'vitest';
import { streamMultipart } from './multipart-stream.ts';

/** A request whose multipart body arrives in small chunks, as from a slow client. */
function chunkedRequest(form: FormData, chunkSize: number): Promise<Request> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  return encoded.arrayBuffer().then((body) => {
    const bytes = new Uint8Array(body);
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, (at += chunkSize)));
      },
    });
    return new Request('http://x/upload', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': contentType },
      duplex: 'half',
    } as RequestInit);
  });
}

describe('streamMultipart', () => {
  it('reads fields and the file chunk by chunk into one buffer of its own', async () => {
    const content = new Uint8Array(300_000).map((_, i) => (i * 7) % 251);
    const form = new FormData();
    form.append('locale', 'fr');
    form.append('description', 'Parcours été ✓');
    form.append('file', new File([content], 'course.gpx', { type: 'application/gpx+xml' }));
    const read = await streamMultipart(await chunkedRequest(form, 1000));
    expect(read?.fields).toEqual({ locale: 'fr', description: 'Parcours été ✓' });
    expect(read?.file).toMatchObject({ name: 'course.gpx', type: 'application/gpx+xml', size: content.length });
    expect(read?.file?.bytes).toEqual(content);
    // Its own buffer, not a slice of Node's shared pool: safe to transfer to a worker.
    expect(read?.file?.bytes.buffer.byteLength).toBeGreaterThanOrEqual(content.length);
    expect(read?.file?.bytes.buffer.byteLength).toBeLessThan(4 * content.length);
  });

  it('treats an empty file input as no file, and a broken or non-multipart body as unreadable', async () => {
    const form = new FormData();
    form.append('file', new File([], ''));
    expect((await streamMultipart(await chunkedRequest(form, 64)))?.file).toBeNull();
    const broken = new Request('http://x/upload', {
      method: 'POST',
      body: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.gpx"\r\n\r\n<gpx',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    const read = await streamMultipart(broken);
    expect(read?.file ?? null).toBeNull();
    const json = new Request('http://x/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await streamMultipart(json)).toBeNull();
  });
});
