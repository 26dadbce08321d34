/**
 * The heights' worker-thread entry (src/host/worker-pool.ts): recorded runs laid on a course, or
 * the course re-profiled from the terrain model, off the web process's event loop. A refusal
 * travels as its code and parameters and is thrown again as the same CourseFileError on the
 * caller's side.
 */
import {
  CourseFileError,
  type BuildCourseOptions,
  type CourseFileErrorCode,
  type CourseFileErrorParams,
  type CourseProfile,
} from '../../course-files/index.ts';
import { readRecordedRun } from '../../course-files/index.ts';
import { correctCourse, type CourseCorrection } from './course-correction.ts';
import { terrainCorrection, type TerrainCorrection } from './terrain-profile.ts';
import { terrainSourceOf, type TerrainConfig } from './terrain-source.ts';

/** A course re-profiled from a terrain model (issue 26 point 2): tiles read or the service asked, in the worker. */
export interface TerrainTask {
  kind: 'terrain';
  course: CourseProfile;
  terrain: TerrainConfig;
}

export type TerrainOutcome =
  { ok: true; correction: TerrainCorrection } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams };

/** Recorded runs to lay on a course (issue 26): read, placed and combined in the worker. */
export interface CorrectTask {
  kind: 'correct';
  course: CourseProfile;
  runs: Array<{ bytes: Uint8Array; fileName: string }>;
  options: BuildCourseOptions;
}

export type CorrectOutcome =
  { ok: true; correction: CourseCorrection } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams };

export async function correctTask(task: CorrectTask): Promise<CorrectOutcome> {
  try {
    const runs = task.runs.map((run) => {
      try {
        return readRecordedRun(run.bytes, run.fileName, task.options);
      } catch (error) {
        // The refusal names the file, so that the owner knows which of several runs to leave out.
        if (error instanceof CourseFileError) throw new CourseFileError(error.code, { ...error.params, file: run.fileName });
        throw error;
      }
    });
    return { ok: true, correction: correctCourse(task.course, runs) };
  } catch (error) {
    if (!(error instanceof CourseFileError)) throw error;
    return { ok: false, code: error.code, params: error.params };
  }
}

export async function terrainTask(task: TerrainTask): Promise<TerrainOutcome> {
  try {
    return { ok: true, correction: await terrainCorrection(task.course, await terrainSourceOf(task.terrain)) };
  } catch (error) {
    // By name too: the source's modules, loaded on demand, may hold their own copy of the class in a worker.
    if (!(error instanceof CourseFileError) && (error as Error | null)?.name !== 'CourseFileError') throw error;
    const refusal = error as CourseFileError;
    return { ok: false, code: refusal.code, params: refusal.params };
  }
}

/** The pool's entry. */
export default async function heightsInWorker(task: CorrectTask | TerrainTask): Promise<unknown> {
  return task.kind === 'correct' ? correctTask(task) : terrainTask(task);
}
