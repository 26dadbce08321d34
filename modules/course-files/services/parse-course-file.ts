import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import { courseFilesEnv } from '../env.server.ts';
import type { BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';
import type { ParseOutcome, ParseTask } from './parse-worker.ts';

/**
 * Threads and queue of the course-file work kinds (COURSE_PARSE_THREADS, COURSE_PARSE_QUEUE): the
 * parsing here, and the heights corrections (course-heights) that read recorded runs the same way.
 */
export function courseWorkerLimits(): { threads: number; maxQueue: number } {
  // Tests parse on their own thread unless they set COURSE_PARSE_THREADS.
  return {
    threads: courseFilesEnv().COURSE_PARSE_THREADS ?? serverThreads(defaultThreads()),
    maxQueue: courseFilesEnv().COURSE_PARSE_QUEUE,
  };
}

const pool = workerPool<ParseTask, ParseOutcome>(
  { file: 'modules/course-files/services/parse-worker.ts', ...courseWorkerLimits() },
  async () => {
    const worker = await import('./parse-worker.ts');
    return (task: ParseTask) => worker.parseTask(task);
  },
);

/**
 * A course file's profile, computed in a worker thread (a 24 MB GPX takes seconds of CPU): the
 * web process keeps answering meanwhile. Refusals are the same CourseFileError as the engine's;
 * a full queue is a BusyError (503, Retry-After). `bytes`' buffer is moved to the worker (no copy
 * of a 24 MB upload) and comes back moved with the profile: use only the returned `bytes`
 * afterwards. The buffer must belong to the caller alone (not a pooled Node Buffer).
 */
export async function parseOwnedCourseFile(
  bytes: Uint8Array,
  fileName: string,
  options: BuildCourseOptions = {},
): Promise<{ profile: CourseProfile; bytes: Uint8Array }> {
  const outcome = (await pool.run({ bytes, fileName, options, returnBytes: true }, [bytes.buffer as ArrayBuffer])) as ParseOutcome;
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return { profile: outcome.profile, bytes: outcome.bytes ?? bytes };
}
