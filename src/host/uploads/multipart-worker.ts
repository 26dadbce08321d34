/**
 * The multipart parser's worker-thread entry (multipart-off-thread.ts runs it in the shared pool,
 * ADR 0017): a request body the web process wrote to a temporary file is split into its fields
 * and files here, with the same parser as on the main thread (multipart-stream.ts), and the files'
 * bytes are moved back, not copied.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Piscina } from 'piscina';
import { streamMultipart, type StreamedForm } from './multipart-stream.ts';

export interface MultipartTask {
  /** The body, as received (the caller deletes it). */
  path: string;
  contentType: string;
  fileField: string;
  maxFiles: number;
  extraFiles: Record<string, number>;
}

/** The form read from the file, or null when the body is not a readable multipart form. */
export async function readMultipartFile(task: MultipartTask): Promise<StreamedForm | null> {
  const { size } = await stat(task.path);
  // Only the headers are read from the request: the body comes from the file.
  const request = new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': task.contentType, 'content-length': String(size) },
  });
  const body = createReadStream(task.path, { highWaterMark: 256 * 1024 });
  return streamMultipart(request, { ...task, nodeBody: body });
}

export default async function readMultipartInWorker(task: MultipartTask): Promise<unknown> {
  const form = await readMultipartFile(task);
  if (!form) return null;
  // Every file's bytes sit in a buffer of their own (multipart-stream.ts): moved back whole.
  const buffers = new Set<ArrayBuffer>();
  for (const file of [...form.files, ...Object.values(form.extras)]) {
    if (file.bytes.byteLength > 0) buffers.add(file.bytes.buffer as ArrayBuffer);
  }
  if (buffers.size === 0) return form;
  return Piscina.move({ [Piscina.transferableSymbol]: [...buffers], [Piscina.valueSymbol]: form } as never);
}
