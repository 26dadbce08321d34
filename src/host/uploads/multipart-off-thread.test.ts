import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { closeWorkerThreads, workerPool } from '../worker-pool.ts';
import { streamMultipartOffThread } from './multipart-off-thread.ts';
import type { StreamedForm } from './multipart-stream.ts';
import type { MultipartTask } from './multipart-worker.ts';

afterAll(() => closeWorkerThreads());

async function encoded(form: FormData): Promise<{ body: Uint8Array; contentType: string }> {
  const response = new Response(form);
  return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

/** The request as the host hands it over: headers, and its Node stream arriving in pieces. */
function nodeUpload(body: Uint8Array, contentType: string, pieces = 5): { request: Request; nodeBody: Readable } {
  const size = Math.ceil(body.length / pieces);
  const chunks = Array.from({ length: pieces }, (_, i) => body.subarray(i * size, (i + 1) * size));
  return {
    request: new Request('http://x/upload', {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    }),
    nodeBody: Readable.from(chunks, { objectMode: false }),
  };
}

const uploadDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('paceband-upload-'));

describe('streamMultipartOffThread (issue 30: uploads parsed off the event loop)', () => {
  it('gives the same fields, course file and title image as the main-thread reader, and leaves no temporary file', async () => {
    const before = uploadDirs().length;
    const course = new Uint8Array(400_000).map((_, i) => (i * 7) % 251);
    const picture = new Uint8Array(3_000).map((_, i) => i % 251);
    const form = new FormData();
    form.append('locale', 'es');
    form.append('title', 'Maratón de Sevilla ✓');
    form.append('file', new File([course], 'sevilla.gpx', { type: 'application/gpx+xml' }));
    form.append('titleImage', new File([picture], 'salida.png', { type: 'image/png' }));
    const { body, contentType } = await encoded(form);
    const { request, nodeBody } = nodeUpload(body, contentType);
    const read = await streamMultipartOffThread(request, { nodeBody, extraFiles: { titleImage: 5_000 } });
    expect(read?.fields).toEqual({ locale: 'es', title: 'Maratón de Sevilla ✓' });
    expect(read?.file).toMatchObject({ name: 'sevilla.gpx', type: 'application/gpx+xml', size: course.length });
    expect(read?.file?.bytes).toEqual(course);
    expect(read?.extras.titleImage).toMatchObject({ name: 'salida.png', size: 3_000 });
    expect(read?.extras.titleImage?.bytes).toEqual(picture);
    expect(uploadDirs().length).toBe(before);
  });

  it('reads a chunked web body too, and answers null for a broken or non-multipart body', async () => {
    const form = new FormData();
    form.append('file', new File(['<gpx/>'], 'a.gpx'));
    const { body, contentType } = await encoded(form);
    const web = new Request('http://x/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body.slice(0, 10));
          controller.enqueue(body.slice(10));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(new TextDecoder().decode((await streamMultipartOffThread(web))?.file?.bytes)).toBe('<gpx/>');
    const broken = new Request('http://x/upload', {
      method: 'POST',
      body: '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.gpx"\r\n\r\n<gpx',
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect((await streamMultipartOffThread(broken))?.file ?? null).toBeNull();
    const json = new Request('http://x/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await streamMultipartOffThread(json)).toBeNull();
  });

  it("lets the body cap's error through (the route's 413) and removes what was written", async () => {
    const before = uploadDirs().length;
    const capped = new Readable({
      read() {
        this.push(new Uint8Array(1000));
        this.destroy(Object.assign(new Error('body too large'), { name: 'BodyLimitError' }));
      },
    });
    const request = new Request('http://x/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '99999999' },
    });
    await expect(streamMultipartOffThread(request, { nodeBody: capped })).rejects.toMatchObject({ name: 'BodyLimitError' });
    expect(uploadDirs().length).toBe(before);
  });

  it('splits the body in a worker thread and moves the file back', async () => {
    const course = new Uint8Array(1_000_000).map((_, i) => (i * 3) % 251);
    const form = new FormData();
    form.append('locale', 'it');
    form.append('file', new File([course], 'giro.gpx'));
    const { body, contentType } = await encoded(form);
    const dir = tempDir('multipart-worker-test-');
    writeFileSync(path.join(dir, 'body'), body);
    const threads = workerPool<MultipartTask, StreamedForm | null>(
      { file: 'src/host/uploads/multipart-worker.ts', threads: 1, maxQueue: 1 },
      () => {
        throw new Error('must run in the worker');
      },
    );
    const read = await threads.run({ path: path.join(dir, 'body'), contentType, fileField: 'file', maxFiles: 1, extraFiles: {} });
    expect(read?.fields).toEqual({ locale: 'it' });
    expect(read?.file?.name).toBe('giro.gpx');
    expect(read?.file?.bytes).toEqual(course);
  });
});
