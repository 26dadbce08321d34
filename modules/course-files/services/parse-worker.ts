/**
 * The course engine's worker-thread entry (src/host/worker-pool.ts): a course file in, its
 * profile out, off the web process's event loop. A refusal travels as its code and parameters
 * and is thrown again as the same CourseFileError on the caller's side. The file's bytes arrive
 * by transfer (no copy) and, when the caller still needs them (to store the file), go back the
 * same way with the outcome.
 */
import { Piscina } from 'piscina';
import { buildCourseProfile, type BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError, type CourseFileErrorCode, type CourseFileErrorParams } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';

export interface ParseTask {
  bytes: Uint8Array;
  fileName: string;
  options: BuildCourseOptions;
  /** Send the bytes back with the outcome (they were moved here). */
  returnBytes?: boolean;
}

export type ParseOutcome = (
  { ok: true; profile: CourseProfile } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams }
) & { bytes?: Uint8Array };

export async function parseTask(task: ParseTask): Promise<ParseOutcome> {
  const bytes = task.returnBytes ? { bytes: task.bytes } : {};
  try {
    return { ok: true, profile: buildCourseProfile(task.bytes, task.fileName, task.options), ...bytes };
  } catch (error) {
    if (!(error instanceof CourseFileError) && (error as Error | null)?.name !== 'CourseFileError') throw error;
    const refusal = error as CourseFileError;
    return { ok: false, code: refusal.code, params: refusal.params, ...bytes };
  }
}

/** The pool's entry: the outcome, with the bytes moved back rather than copied. */
export default async function parseInWorker(task: ParseTask): Promise<unknown> {
  const outcome = await parseTask(task);
  if (!outcome.bytes) return outcome;
  return Piscina.move({ [Piscina.transferableSymbol]: [outcome.bytes.buffer], [Piscina.valueSymbol]: outcome } as never);
}
