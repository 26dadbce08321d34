/**
 * The course engine's worker-thread entry (src/host/worker-pool.ts): a course file in, its
 * profile out, off the web process's event loop. A refusal travels as its code and parameters
 * and is thrown again as the same CourseFileError on the caller's side.
 */
import { buildCourseProfile, type BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError, type CourseFileErrorCode, type CourseFileErrorParams } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';

export interface ParseTask {
  bytes: Uint8Array;
  fileName: string;
  options: BuildCourseOptions;
}

export type ParseOutcome = { ok: true; profile: CourseProfile } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams };

export async function parseTask(task: ParseTask): Promise<ParseOutcome> {
  try {
    return { ok: true, profile: buildCourseProfile(task.bytes, task.fileName, task.options) };
  } catch (error) {
    if (!(error instanceof CourseFileError) && (error as Error | null)?.name !== 'CourseFileError') throw error;
    const refusal = error as CourseFileError;
    return { ok: false, code: refusal.code, params: refusal.params };
  }
}

export default parseTask;
