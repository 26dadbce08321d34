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
import { correctCourse, type CourseCorrection } from './course-correction.ts';
import { readRecordedRun } from './recorded-run.ts';
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

export interface ParseTask {
  kind?: 'parse';
  bytes: Uint8Array;
  fileName: string;
  options: BuildCourseOptions;
  /** Send the bytes back with the outcome (they were moved here). */
  returnBytes?: boolean;
}

export type ParseOutcome = (
  { ok: true; profile: CourseProfile } | { ok: false; code: CourseFileErrorCode; params: CourseFileErrorParams }
) & { bytes?: Uint8Array };

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
export default async function parseInWorker(task: ParseTask | CorrectTask | TerrainTask): Promise<unknown> {
  if (task.kind === 'correct') return correctTask(task);
  if (task.kind === 'terrain') return terrainTask(task);
  const outcome = await parseTask(task);
  if (!outcome.bytes) return outcome;
  return Piscina.move({ [Piscina.transferableSymbol]: [outcome.bytes.buffer], [Piscina.valueSymbol]: outcome } as never);
}
