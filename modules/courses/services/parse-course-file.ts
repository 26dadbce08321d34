import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import { coursesEnv } from '../env.server.ts';
import type { BuildCourseOptions } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';
import type { CourseCorrection } from './course-correction.ts';
import type { CorrectOutcome, CorrectTask, ParseOutcome, ParseTask, TerrainOutcome, TerrainTask } from './parse-worker.ts';
import type { TerrainCorrection } from './terrain-profile.ts';
import type { TerrainConfig } from './terrain-types.ts';

type Task = ParseTask | CorrectTask | TerrainTask;

const pool = workerPool<Task, ParseOutcome | CorrectOutcome | TerrainOutcome>(
  {
    file: 'modules/courses/services/parse-worker.ts',
    // Tests parse on their own thread unless they set COURSE_PARSE_THREADS.
    threads: coursesEnv().COURSE_PARSE_THREADS ?? serverThreads(defaultThreads()),
    maxQueue: coursesEnv().COURSE_PARSE_QUEUE,
  },
  async () => {
    const worker = await import('./parse-worker.ts');
    return (task: Task) =>
      task.kind === 'correct' ? worker.correctTask(task) : task.kind === 'terrain' ? worker.terrainTask(task) : worker.parseTask(task);
  },
);

/**
 * A course file's profile, computed in a worker thread (a 24 MB GPX takes seconds of CPU): the
 * web process keeps answering meanwhile. Refusals are the same CourseFileError as the engine's;
 * a full queue is a BusyError (503, Retry-After). The bytes are copied to the worker; callers that
 * own their buffer use parseOwnedCourseFile, which moves it.
 */
export async function parseCourseFile(bytes: Uint8Array, fileName: string, options: BuildCourseOptions = {}): Promise<CourseProfile> {
  const outcome = (await pool.run({ bytes, fileName, options })) as ParseOutcome;
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
  const outcome = (await pool.run({ bytes, fileName, options, returnBytes: true }, [bytes.buffer as ArrayBuffer])) as ParseOutcome;
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return { profile: outcome.profile, bytes: outcome.bytes ?? bytes };
}

/**
 * Recorded runs (GPX, TCX, FIT) laid on a course and combined into corrected heights, in a worker
 * thread (three one-second marathon recordings are ~40,000 points). Refusals are CourseFileErrors
 * whose params name the refused file (`file`).
 */
export async function correctCourseInWorker(
  course: CourseProfile,
  runs: Array<{ bytes: Uint8Array; fileName: string }>,
  options: BuildCourseOptions = {},
): Promise<CourseCorrection> {
  const outcome = (await pool.run({ kind: 'correct', course, runs, options })) as CorrectOutcome;
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return outcome.correction;
}

/**
 * A course re-profiled from the configured terrain model, in a worker thread (tile reading and
 * interpolation, or the service's answers, never on the web process's event loop). Refusals are
 * CourseFileErrors with `terrain…` codes.
 */
export async function terrainCorrectionInWorker(course: CourseProfile, terrain: TerrainConfig): Promise<TerrainCorrection> {
  const outcome = (await pool.run({ kind: 'terrain', course, terrain })) as TerrainOutcome;
  if (!outcome.ok) throw new CourseFileError(outcome.code, outcome.params);
  return outcome.correction;
}

export const parsePool = { load: () => pool.load(), close: () => pool.close() };
