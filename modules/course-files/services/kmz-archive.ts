import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { concatBytes } from '../../../src/lib/concat-bytes.ts';
import { CourseFileError } from './course-file-error.ts';
import { MAX_ARCHIVE_ENTRIES } from './course-file-limits.ts';

// Deflate expands at most ~1032:1, so one 4 KB push yields at most ~4 MB before we can check.
const CHUNK_BYTES = 4 * 1024;

/**
 * The main KML of a KMZ (Google's rule: doc.kml, else the first .kml at the root), unpacked with
 * two guards against zip bombs: the size declared in the central directory must fit the cap, and
 * the inflate stream is fed in small chunks and abandoned as soon as real output passes the cap,
 * so a header that lies about the size cannot make us allocate more than the cap plus one chunk.
 */
export function extractMainKml(bytes: Uint8Array, maxUncompressedBytes: number): Uint8Array {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new CourseFileError('archiveInvalid');
  const target = chooseEntry(listEntries(bytes));
  const capMb = Math.round(maxUncompressedBytes / (1024 * 1024));
  if (target.originalSize > maxUncompressedBytes) throw new CourseFileError('archiveTooLarge', { maxMb: capMb });

  const parts: Uint8Array[] = [];
  let total = 0;
  let done = false;
  let started = false;
  // fflate catches what a handler throws and hands it back as a stream error, so the handler
  // records the refusal and the feeding loop below stops on it.
  let refusal: CourseFileError | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== target.name || started) return;
    started = true;
    file.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        refusal = new CourseFileError('archiveInvalid');
        return;
      }
      total += chunk.length;
      if (total > maxUncompressedBytes) {
        refusal = new CourseFileError('archiveTooLarge', { maxMb: capMb });
        parts.length = 0;
        return;
      }
      parts.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !done && !refusal; at += CHUNK_BYTES) {
      const end = Math.min(at + CHUNK_BYTES, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch {
    throw new CourseFileError('archiveInvalid');
  }
  if (refusal) throw refusal;
  if (!done) throw new CourseFileError('archiveInvalid');
  // One inflated chunk is the document itself: no copy.
  return parts.length === 1 && parts[0] ? parts[0] : concatBytes(parts);
}

interface Entry {
  name: string;
  originalSize: number;
  compression: number;
}

function listEntries(bytes: Uint8Array): Entry[] {
  const entries: Entry[] = [];
  try {
    // The filter sees every central-directory entry and extracts none: a cheap listing.
    unzipSync(bytes, {
      filter(file) {
        if (entries.length >= MAX_ARCHIVE_ENTRIES) {
          throw new CourseFileError('archiveTooManyEntries', { max: MAX_ARCHIVE_ENTRIES });
        }
        entries.push({ name: file.name, originalSize: file.originalSize, compression: file.compression });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    throw new CourseFileError('archiveInvalid');
  }
  return entries;
}

function chooseEntry(entries: Entry[]): Entry {
  const atRoot = entries.filter((e) => !e.name.includes('/') && e.name.toLowerCase().endsWith('.kml'));
  const target = atRoot.find((e) => e.name.toLowerCase() === 'doc.kml') ?? atRoot[0];
  if (!target) throw new CourseFileError('archiveNoKml');
  if (target.compression !== 0 && target.compression !== 8) throw new CourseFileError('archiveInvalid');
  return target;
}
