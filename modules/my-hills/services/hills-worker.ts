/**
 * "My hills" worker-thread entry (src/host/worker-pool.ts): the runs' bytes in, the fitted curve
 * out, off the web process's event loop. A refusal travels as its code and parameters and is
 * thrown again on the caller's side.
 */
import type { HillCurve } from './fit-hills.ts';
import { isHillsError, type HillsErrorCode, type HillsErrorParams } from './hills-error.ts';
import { fitMyHills, type FitOptions, type RunFile } from './fit-my-hills.ts';

export interface HillsTask {
  files: RunFile[];
  options: FitOptions;
}

export type HillsOutcome = { ok: true; curve: HillCurve } | { ok: false; code: HillsErrorCode; params: HillsErrorParams };

export default async function hillsTask(task: HillsTask): Promise<HillsOutcome> {
  try {
    return { ok: true, curve: fitMyHills(task.files, task.options) };
  } catch (error) {
    if (isHillsError(error)) return { ok: false, code: error.code, params: error.params };
    throw error;
  }
}
