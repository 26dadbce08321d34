import type { BandPlan } from '../../pacing/index.ts';
import { watchFile, WatchFileError, type WatchFile, type WatchFileOptions, type WatchKind } from './watch-file.ts';

export interface WatchTask {
  kind: WatchKind;
  plan: BandPlan;
  options: WatchFileOptions;
}

export type WatchOutcome = { ok: true; file: WatchFile } | { ok: false; code: WatchFileError['code']; params: WatchFileError['params'] };

/** One watch file; a refusal comes back as its code (errors do not keep their class across threads). */
export function watchTask(task: WatchTask): WatchOutcome {
  try {
    return { ok: true, file: watchFile(task.kind, task.plan, task.options) };
  } catch (error) {
    if (error instanceof WatchFileError) return { ok: false, code: error.code, params: error.params };
    throw error;
  }
}

/** The pool's entry (src/host/worker-pool.ts). */
export default async function watchInWorker(task: WatchTask): Promise<WatchOutcome> {
  return watchTask(task);
}
