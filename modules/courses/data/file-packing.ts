import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { CourseFileUpload, FileEncoding, StoredCourseFile } from './course.dto.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A file ready for its bytea column. */
export interface PackedFile {
  data: Buffer;
  encoding: FileEncoding;
}

/**
 * A course file packed for PostgreSQL: gzip at level 1, on libuv's thread pool (zlib's
 * asynchronous calls), never on the event loop. Stored unpacked, a 24 MB GPX was 48 MB of
 * hexadecimal each way (issue 30 point 8); packed it is about 2.6 MB. Course files are XML text
 * and shrink 5 to 10 times; a KMZ (already a zip) hardly at all. An upload comes packed already
 * from the parse worker (parseAndPackCourseFile, the same gzip level); this serves the seed, the
 * tests and files read back unpacked.
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

/** The columns a stored file fills in its row (course_file, course_upload_preview): names cut to the columns' lengths. */
export function storedFileColumns(file: StoredCourseFile) {
  return {
    fileName: file.name.slice(0, 200),
    contentType: file.contentType.slice(0, 100),
    size: file.size,
    data: file.data,
    encoding: file.encoding,
  };
}

/** A stored file read back from its row's columns, still packed. */
export function storedFileOf(row: {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array;
  encoding: FileEncoding;
}): StoredCourseFile {
  return { name: row.fileName, contentType: row.contentType, size: row.size, data: row.data, encoding: row.encoding };
}

/** A file as sent, packed for its row (packFile). */
export async function packUpload(file: CourseFileUpload): Promise<StoredCourseFile> {
  return { name: file.name, contentType: file.contentType, size: file.bytes.length, ...(await packFile(file.bytes)) };
}
