/**
 * The course engine's worker-thread entry (src/host/worker-pool.ts): a course file in, its
 * profile out, off the web process's event loop. A refusal travels as its code and parameters
 * and is thrown again as the same CourseFileError on the caller's side. The file's bytes arrive
 * by transfer (no copy). When the caller stores the file, the worker also packs it (gzip level 1)
 * and sends the packed bytes back the same way: compressing 24 MB takes about 100 ms of CPU, which
 * belongs here, at the workers' lower priority, not on libuv's pool beside the event loop.
 */
import { gzipSync } from 'node:zlib';
import { Piscina } from 'piscina';
import { buildCourseProfile, type BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError, type CourseFileErrorCode, type CourseFileErrorParams } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';

export interface ParseTask {
  bytes: Uint8Array;
  fileName: string;
  options: BuildCourseOptions;
  /** Send the file back gzip-packed (level 1) with a profile, for storing it. */
  pack?: boolean;
}

export type ParseOutcome =
  { ok: true; profile: CourseProfile; gzipped?: Uint8Array } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams };

export async function parseTask(task: ParseTask): Promise<ParseOutcome> {
  try {
    const profile = buildCourseProfile(task.bytes, task.fileName, task.options);
    return task.pack ? { ok: true, profile, gzipped: new Uint8Array(gzipSync(task.bytes, { level: 1 })) } : { ok: true, profile };
  } catch (error) {
    if (!(error instanceof CourseFileError) && (error as Error | null)?.name !== 'CourseFileError') throw error;
    const refusal = error as CourseFileError;
    return { ok: false, code: refusal.code, params: refusal.params };
  }
}

/** The pool's entry: the outcome, with the packed file moved back rather than copied. */
export default async function parseInWorker(task: ParseTask): Promise<unknown> {
  const outcome = await parseTask(task);
  if (!outcome.ok || !outcome.gzipped) return outcome;
  return Piscina.move({ [Piscina.transferableSymbol]: [outcome.gzipped.buffer], [Piscina.valueSymbol]: outcome } as never);
}
