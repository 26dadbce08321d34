import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { defaultThreads, serverThreads, workerPool } from '../worker-pool.ts';
import { multipartContentType, type MultipartOptions, type StreamedForm } from './multipart-stream.ts';
import type { MultipartTask } from './multipart-worker.ts';

/**
 * Chunks held while a write is under way, then written together (one write for many 64 kB
 * chunks): with Node's default of 16 kB every chunk waited for its own write.
 */
const WRITE_BUFFER = 4 * 1024 * 1024;

/** Large bodies being split at once beyond the running ones; one more is a 503 with Retry-After. */
const QUEUE = 8;

const pool = workerPool<MultipartTask, StreamedForm | null>(
  { file: 'src/host/uploads/multipart-worker.ts', threads: serverThreads(defaultThreads()), maxQueue: QUEUE },
  async () => (await import('./multipart-worker.ts')).readMultipartFile,
);

/**
 * As streamMultipart (multipart-stream.ts), with the parsing off the event loop (issue 30): the
 * body goes to a temporary file as it arrives (the writes run on libuv's threads; the event loop
 * only hands each chunk over), then a worker thread splits it into fields and files and moves the
 * files' bytes back. Receiving a 24 MB course file cost the event loop about 65 ms of boundary
 * scanning and copying on the main thread; here it is the chunks' hand-over only. The worker
 * thread is taken once the body is complete, so a slow client never holds one. The body cap stays
 * with the route's bodyLimit (its error propagates, as there, for the 413); any other failure to
 * read is null.
 */
export async function streamMultipartOffThread(request: Request, options: MultipartOptions = {}): Promise<StreamedForm | null> {
  const { fileField = 'file', nodeBody = null, maxFiles = 1, extraFiles = {} } = options;
  const contentType = multipartContentType(request, nodeBody);
  if (!contentType) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'paceband-upload-'));
  const file = path.join(dir, 'body');
  try {
    try {
      const source = nodeBody ?? Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
      await pipeline(source, createWriteStream(file, { flags: 'wx', highWaterMark: WRITE_BUFFER }));
    } catch (error) {
      // The body-size cap (hono/body-limit) answers 413 itself once the handler fails with it.
      if ((error as Error | null)?.name === 'BodyLimitError') throw error;
      return null;
    }
    return await pool.run({ path: file, contentType, fileField, maxFiles, extraFiles: { ...extraFiles } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
