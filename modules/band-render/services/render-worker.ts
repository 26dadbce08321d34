/**
 * The band renderer's worker-thread entry (src/host/worker-pool.ts runs it in a Piscina pool, off
 * the web process's event loop). Everything crossing the thread boundary is plain data; a
 * settings refusal travels as its code, parameters and path and is thrown again on the caller's side.
 */
import type { BandPlan } from '../../pacing/index.ts';
import { withMovedBytes } from '../../../src/host/worker-transfer.ts';
import { BandSettingsError } from './band-messages.ts';
import type { BandSettings, BandSettingsInput } from './band-settings.ts';
import type { RenderBandOptions } from './band-render.ts';
import type { PngDpi } from './png-dpi.ts';
import type { PaperSettings, PaperSettingsInput } from './paper-settings.ts';

type Settings = BandSettingsInput | BandSettings;
type Paper = PaperSettingsInput | PaperSettings;

export type RenderTask =
  | { kind: 'svg'; plan: BandPlan; settings: Settings; options: RenderBandOptions }
  | { kind: 'png'; plan: BandPlan; settings: Settings; scale: number }
  | { kind: 'png-file'; plans: BandPlan[]; settings: Settings; options: { dpi?: PngDpi; base?: string } }
  | { kind: 'pdf'; plans: BandPlan[]; settings: Settings; paper: Paper };

export type RenderOutcome =
  | { ok: true; value: unknown }
  | { ok: false; refusal: { code: string; params: BandSettingsError['params']; path: Array<string | number> } };

async function run(task: RenderTask): Promise<unknown> {
  switch (task.kind) {
    case 'svg':
      return (await import('./band-render.ts')).renderBandSvg(task.plan, task.settings, task.options);
    case 'png':
      return (await import('./band-render.ts')).renderBandPng(task.plan, task.settings, task.scale);
    case 'png-file':
      return (await import('./band-render.ts')).renderBandPngFile(task.plans, task.settings, task.options);
    case 'pdf':
      return (await import('./band-pdf-document.ts')).renderBandsPdf(task.plans, task.settings, task.paper);
  }
}

export async function renderTask(task: RenderTask): Promise<RenderOutcome> {
  try {
    return { ok: true, value: await run(task) };
  } catch (error) {
    // By name as well as class: the worker's loader may hold two copies of the module.
    if (!(error instanceof BandSettingsError) && (error as Error | null)?.name !== 'BandSettingsError') throw error;
    const refusal = error as BandSettingsError;
    const path = refusal.path.map((key) => (typeof key === 'number' ? key : String(key)));
    return { ok: false, refusal: { code: refusal.code, params: refusal.params, path } };
  }
}

/** The pool's entry: the outcome, with a print file's bytes (PDF, PNG) moved back, not copied. */
export default async function renderInWorker(task: RenderTask): Promise<unknown> {
  const outcome = await renderTask(task);
  const value = outcome.ok ? (outcome.value as { bytes?: unknown; png?: unknown } | null) : null;
  const bytes = value?.bytes instanceof Uint8Array ? value.bytes : value?.png instanceof Uint8Array ? value.png : null;
  return withMovedBytes(outcome, bytes);
}
