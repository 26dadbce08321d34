import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nodeBodyOf, streamMultipart } from './multipart-stream.ts';

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

  it('keeps an extra file field under its own cap, and holds none of one that goes past it', async () => {
    const picture = new Uint8Array(5_000).map((_, i) => i % 251);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(100)], 'course.gpx'));
    form.append('titleImage', new File([picture], 'start.png', { type: 'image/png' }));
    const read = await streamMultipart(await chunkedRequest(form, 1000), { extraFiles: { titleImage: 5_000 } });
    expect(read?.file?.size).toBe(100);
    expect(read?.extras.titleImage).toMatchObject({ name: 'start.png', type: 'image/png', size: 5_000 });
    expect(read?.extras.titleImage?.bytes).toEqual(picture);
    const over = await streamMultipart(await chunkedRequest(form, 1000), { extraFiles: { titleImage: 4_999 } });
    expect(over?.extras.titleImage).toMatchObject({ size: 5_000, tooLarge: true });
    expect(over?.extras.titleImage?.bytes.length).toBe(0);
    // The rest of the form is still read after the dropped picture.
    expect(over?.file?.size).toBe(100);
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

  it('reads the Node stream itself when the host hands it over untouched, never building the web body', async () => {
    const content = new Uint8Array(200_000).map((_, i) => (i * 13) % 251);
    const form = new FormData();
    form.append('locale', 'it');
    form.append('file', new File([content], 'giro.gpx', { type: 'application/gpx+xml' }));
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(body.length) };
    // The request as the host sees it: headers only; its body must not be asked for.
    const request = new Proxy(new Request('http://x/upload', { method: 'POST', headers }), {
      get(target, key) {
        if (key === 'body') throw new Error('the web body was built');
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const incoming = Readable.from([body.subarray(0, 70_000), body.subarray(70_000)], { objectMode: false });
    const nodeBody = nodeBodyOf({ incoming }, request);
    expect(nodeBody).toBe(incoming);
    const read = await streamMultipart(request, { nodeBody });
    expect(read?.fields).toEqual({ locale: 'it' });
    expect(read?.file?.bytes).toEqual(content);
    // Once read, or without a declared length, the stream is not handed over again.
    expect(nodeBodyOf({ incoming }, request)).toBeNull();
    expect(nodeBodyOf({ incoming: Readable.from([body]) }, new Request('http://x/upload', { method: 'POST' }))).toBeNull();
  });
});
