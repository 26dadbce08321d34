import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How an uploaded course file sits in its bytea column: as sent (rows older than the packing), or gzip. */
type FileEncoding = 'identity' | 'gzip';

/** A file ready for its bytea column. */
export interface PackedFile {
  data: Buffer;
  encoding: FileEncoding;
}

/**
 * An uploaded course file packed for PostgreSQL: gzip at level 1, on libuv's thread pool (zlib's
 * asynchronous calls), never on the event loop. MikroORM writes every parameter into the SQL text,
 * a bytea as hexadecimal, so a 24 MB GPX became a 48 MB string built on the event loop (about
 * 250 ms at rest, issue 30 point 8) and as much again read back; packed it is about 2.6 MB.
 * Course files are XML text and shrink 5 to 10 times; a KMZ (already a zip) hardly at all.
 */
export async function packFile(bytes: Uint8Array): Promise<PackedFile> {
  return { data: await gzipAsync(bytes, { level: 1 }), encoding: 'gzip' };
}

/**
 * The file as it was uploaded, unpacked on the thread pool. `size` is its length as stored beside
 * it: the output may not grow past it (a damaged row fails instead of filling memory).
 */
export async function unpackFile(data: Uint8Array, encoding: string, size: number): Promise<Uint8Array> {
  if (encoding === 'identity') return new Uint8Array(data);
  if (encoding !== 'gzip') throw new Error(`unknown course file encoding ${JSON.stringify(encoding)}`);
  return new Uint8Array(await gunzipAsync(data, { maxOutputLength: Math.max(1, size) }));
}
