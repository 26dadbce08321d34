import { workerPool } from '../../../src/host/worker-pool.ts';
import { CourseFileError, courseWorkerLimits, type BuildCourseOptions, type CourseProfile } from '../../course-files/index.ts';
import type { CourseCorrection } from './course-correction.ts';
import type { CorrectOutcome, CorrectTask, TerrainOutcome, TerrainTask } from './heights-worker.ts';
import type { TerrainCorrection } from './terrain-profile.ts';
import type { TerrainConfig } from './terrain-types.ts';

type Task = CorrectTask | TerrainTask;

// The same bounds as the parsing of course files (COURSE_PARSE_THREADS, COURSE_PARSE_QUEUE).
const pool = workerPool<Task, CorrectOutcome | TerrainOutcome>(
  { file: 'modules/course-heights/services/heights-worker.ts', ...courseWorkerLimits() },
  async () => {
    const worker = await import('./heights-worker.ts');
    return (task: Task) => (task.kind === 'correct' ? worker.correctTask(task) : worker.terrainTask(task));
  },
);

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
