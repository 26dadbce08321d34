import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import { coursesEnv } from '../env.server.ts';
import type { BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';
import type { ParseOutcome, ParseTask } from './parse-worker.ts';

const pool = workerPool<ParseTask, ParseOutcome>(
  {
    file: 'modules/courses/services/parse-worker.ts',
    // Tests parse on their own thread unless they set COURSE_PARSE_THREADS.
    threads: coursesEnv().COURSE_PARSE_THREADS ?? serverThreads(defaultThreads()),
    maxQueue: coursesEnv().COURSE_PARSE_QUEUE,
  },
  async () => (await import('./parse-worker.ts')).parseTask,
);

/**
 * A course file's profile, computed in a worker thread (a 24 MB GPX takes seconds of CPU): the
 * web process keeps answering meanwhile. Refusals are the same CourseFileError as the engine's;
 * a full queue is a BusyError (503, Retry-After). The bytes are copied to the worker; callers that
 * own their buffer use parseOwnedCourseFile, which moves it.
 */
export async function parseCourseFile(bytes: Uint8Array, fileName: string, options: BuildCourseOptions = {}): Promise<CourseProfile> {
  const outcome = await pool.run({ bytes, fileName, options });
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return outcome.profile;
}

/**
 * As parseCourseFile, but `bytes`' buffer is moved to the worker (no copy of a 24 MB upload)
 * and comes back moved with the profile: use only the returned `bytes` afterwards. The buffer
 * must belong to the caller alone (not a pooled Node Buffer).
 */
export async function parseOwnedCourseFile(
  bytes: Uint8Array,
  fileName: string,
  options: BuildCourseOptions = {},
): Promise<{ profile: CourseProfile; bytes: Uint8Array }> {
  const outcome = await pool.run({ bytes, fileName, options, returnBytes: true }, [bytes.buffer as ArrayBuffer]);
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return { profile: outcome.profile, bytes: outcome.bytes ?? bytes };
}

export const parsePool = { load: () => pool.load(), close: () => pool.close() };
