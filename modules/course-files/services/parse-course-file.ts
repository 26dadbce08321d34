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
 * of a 24 MB upload): it is empty afterwards. The buffer must belong to the caller alone (not a
 * pooled Node Buffer).
 */
export async function parseOwnedCourseFile(
  bytes: Uint8Array,
  fileName: string,
  options: BuildCourseOptions = {},
): Promise<{ profile: CourseProfile }> {
  const { profile } = await runParse({ bytes, fileName, options });
  return { profile };
}

/**
 * As parseOwnedCourseFile, and the file gzip-packed (level 1) by the same worker, for storing it:
 * the packing runs at the workers' lower priority too, and only the packed bytes come back.
 */
export async function parseAndPackCourseFile(
  bytes: Uint8Array,
  fileName: string,
  options: BuildCourseOptions = {},
): Promise<{ profile: CourseProfile; gzipped: Uint8Array }> {
  const { profile, gzipped } = await runParse({ bytes, fileName, options, pack: true });
  if (!gzipped) throw new Error('the parse worker did not pack the file');
  return { profile, gzipped };
}

async function runParse(task: ParseTask) {
  const outcome = (await pool.run(task, [task.bytes.buffer as ArrayBuffer])) as ParseOutcome;
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return outcome;
}
