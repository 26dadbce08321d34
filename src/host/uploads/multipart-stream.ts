import { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';

/**
 * A multipart body read as it arrives, chunk by chunk (@fastify/busboy), instead of
 * `request.formData()`, which parses the whole body on the event loop in one go (a 24 MB GPX
 * stalled it for up to a second). The one file is gathered into a single buffer of our own, so
 * it can be moved to the parse worker rather than copied. The body-size cap stays with the
 * routes' bodyLimit middleware, which errors the request stream at the cap; any failure to read
 * is `null`, as `formData()` failing was before, except the cap's own error, which propagates so
 * that bodyLimit answers 413.
 *
 * When the request's Node stream is at hand and untouched (`nodeBody`, see nodeBodyOf), it is
 * piped into the parser as is: the web stream over it copies every chunk into a new buffer and,
 * once resumed, hands over everything the socket had buffered in one go; for a 24 MB upload that
 * was about 150 ms of the event loop's time, in stretches of up to 30 ms (issue 14).
 */
export interface StreamedFile {
  name: string;
  type: string;
  size: number;
  /** The file's bytes: a view of a buffer nothing else holds (safe to transfer). */
  bytes: Uint8Array;
  /** An extra file over its own cap: reading stopped there, `bytes` is empty and `size` what came. */
  tooLarge?: true;
}

export interface StreamedForm {
  fields: Record<string, string>;
  file: StreamedFile | null;
  /** Every file of the field, in order (at most `maxFiles`); `file` is the first. */
  files: StreamedFile[];
  /** The first file of each extra field asked for (`extraFiles`), by field name. */
  extras: Record<string, StreamedFile>;
}

/** Grows by doubling from the announced length, so a file is copied about once, not per chunk. */
class GrowingBytes {
  private buffer: Uint8Array;
  length = 0;

  // Not zero-filled (allocUnsafeSlow: a buffer of its own, never from Node's shared pool, so it can
  // be moved to a worker): every byte handed out by view() has been written. Zero-filling the 24 MB
  // a large upload announces held the event loop for about 25 ms.
  constructor(initial: number) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(64 * 1024, initial));
  }

  push(chunk: Uint8Array): void {
    if (this.length + chunk.length > this.buffer.length) {
      let size = this.buffer.length * 2;
      while (size < this.length + chunk.length) size *= 2;
      const grown = Buffer.allocUnsafeSlow(size);
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** A plain Uint8Array over the written bytes (not a Node Buffer, which callers would treat differently). */
  view(): Uint8Array {
    return new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.length);
  }
}

/**
 * The request's own Node stream (the host's `incoming`), when reading it directly is safe: nothing
 * has read it or built a web stream over it yet (the host's bodyCap leaves it alone), and its
 * length is declared, so the cap has been checked on that length and Node's HTTP parser delivers
 * no more than it. A chunked body (no length) goes through the web stream, counted at the cap.
 */
export function nodeBodyOf(env: unknown, request: Request): Readable | null {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof Readable) || request.headers.get('content-length') === null) return null;
  if (incoming.readableDidRead || incoming.readableFlowing !== null || incoming.destroyed) return null;
  return incoming;
}

/** The request's multipart content type, or null when it is not a multipart body with something to read. */
export function multipartContentType(request: Request, nodeBody: Readable | null): string | null {
  const contentType = request.headers.get('content-type') ?? '';
  // Given the Node stream, `request.body` is never touched: that would build the web stream over it.
  return /^multipart\/form-data/i.test(contentType) && (nodeBody || request.body) ? contentType : null;
}

/** What to read from a multipart body (every field has a default). */
export interface MultipartOptions {
  /** The file field to gather (default `file`). */
  fileField?: string;
  /** The request's untouched Node stream (nodeBodyOf), read instead of the web stream. */
  nodeBody?: Readable | null;
  /** How many files of `fileField` to keep (default 1). */
  maxFiles?: number;
  /**
   * Other file fields to keep (one file each) with their own cap in bytes: a file over its cap is
   * not gathered past it (the rest of it is read and dropped) and comes back marked `tooLarge`, so
   * a form can carry, say, a 10 MB picture beside a 25 MB course file.
   */
  extraFiles?: Readonly<Record<string, number>>;
}

export async function streamMultipart(request: Request, options: MultipartOptions = {}): Promise<StreamedForm | null> {
  const { fileField = 'file', nodeBody = null, maxFiles = 1, extraFiles = {} } = options;
  const contentType = multipartContentType(request, nodeBody);
  if (!contentType) return null;
  const announced = Number(request.headers.get('content-length') ?? 0) || 0;
  const fields: Record<string, string> = {};
  const files: StreamedFile[] = [];
  const extras: Record<string, StreamedFile> = {};
  const extrasStarted = new Set<string>();
  let taken = 0;
  const parser = Busboy({
    headers: { 'content-type': contentType },
    limits: { files: Math.max(4, maxFiles + 1), fields: 200, fieldSize: 1024 * 1024 },
  });
  const done = new Promise<void>((resolve, reject) => {
    const reading: Array<Promise<void>> = [];
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    parser.on('file', (name: string, stream: NodeJS.ReadableStream, filename: string, _encoding: string, mimeType: string) => {
      const cap = Object.hasOwn(extraFiles, name) && !extrasStarted.has(name) ? extraFiles[name]! : null;
      if (cap !== null) {
        extrasStarted.add(name);
        const read = readCapped(stream, cap, Math.min(announced, cap)).then((file) => {
          if (file) extras[name] = { ...file, name: filename, type: mimeType };
        });
        read.catch(() => undefined);
        reading.push(read);
        return;
      }
      if (name !== fileField || taken >= maxFiles) {
        stream.resume();
        return;
      }
      taken++;
      const bytes = new GrowingBytes(announced);
      const read = new Promise<void>((fileDone, fileFailed) => {
        stream.on('data', (chunk: Uint8Array) => bytes.push(chunk));
        stream.on('error', fileFailed);
        stream.on('end', () => {
          if (bytes.length > 0) files.push({ name: filename, type: mimeType, size: bytes.length, bytes: bytes.view() });
          fileDone();
        });
      });
      // A body cut inside the file fails the file's stream before the parser finishes: the form
      // is then unreadable (the parser's own error), never an unhandled rejection.
      read.catch(() => undefined);
      reading.push(read);
    });
    parser.on('error', reject);
    parser.on('finish', () => Promise.all(reading).then(() => resolve(), reject));
  });
  try {
    // Chunk by chunk with backpressure (wait while the parser's buffer is full), the Node stream as
    // the web one. Not pipeline(): once it has settled it leaves the parser without a listener for
    // the error a body cut short still raises a tick later, which would end the process.
    const chunks: AsyncIterable<Uint8Array> = nodeBody ?? webChunks(request.body!);
    for await (const value of chunks) {
      if (!parser.write(value)) await Promise.race([new Promise((resume) => parser.once('drain', resume)), done]);
    }
    parser.end();
    await done;
  } catch (error) {
    parser.destroy();
    done.catch(() => undefined);
    // The body-size cap (hono/body-limit) answers 413 itself once the handler fails with it.
    if ((error as Error | null)?.name === 'BodyLimitError') throw error;
    return null;
  }
  return { fields, file: files[0] ?? null, files, extras };
}

async function* webChunks(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** One file's bytes up to `cap`; past it the rest is drained and the file marked too large. Null when empty. */
function readCapped(stream: NodeJS.ReadableStream, cap: number, announced: number): Promise<Omit<StreamedFile, 'name' | 'type'> | null> {
  const bytes = new GrowingBytes(announced);
  let size = 0;
  return new Promise((done, failed) => {
    stream.on('data', (chunk: Uint8Array) => {
      size += chunk.length;
      if (size <= cap) bytes.push(chunk);
    });
    stream.on('error', failed);
    stream.on('end', () => {
      if (size === 0) done(null);
      else if (size > cap) done({ size, bytes: new Uint8Array(0), tooLarge: true });
      else done({ size, bytes: bytes.view() });
    });
  });
}
