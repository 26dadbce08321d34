// The band renderer's public surface: plan + band settings → PDF, PNG and SVG. It imports the
// pacing engine (for the plan's shape) and no other module.
//
// The renderers run in a pool of worker threads (render-worker.ts, src/host/worker-pool.ts), off
// the web process's event loop, with a bounded queue (a full queue is a 503 with Retry-After).
// The worker loads Satori, resvg (native) and pdf-lib; this file does not, so `paceband plan`, the
// API and pages that only plan or validate do not pay for the rendering stack. Schemas, messages
// and constants stay static.
import type { BandPlan } from '../pacing/index.ts';
import type { BandPng, BandPngFile, BandSvg, RenderBandOptions } from './services/band-render.ts';
import type { PngDpi } from './services/png-dpi.ts';
import type { BandsPdf } from './services/band-pdf-document.ts';
import type { BandSettings, BandSettingsInput } from './services/band-settings.ts';
import type { PaperSettings, PaperSettingsInput } from './services/paper-settings.ts';
import { defaultThreads, serverThreads, workerPool } from '../../src/host/worker-pool.ts';
import { bandRenderEnv } from './env.server.ts';
import { BandSettingsError } from './services/band-messages.ts';
import type { RenderOutcome, RenderTask } from './services/render-worker.ts';

type Settings = BandSettingsInput | BandSettings;
type Paper = PaperSettingsInput | PaperSettings;

const pool = workerPool<RenderTask, RenderOutcome>(
  {
    file: 'modules/band-render/services/render-worker.ts',
    // Tests render on their own thread unless they ask for the pool (RENDER_THREADS).
    threads: bandRenderEnv().RENDER_THREADS ?? serverThreads(defaultThreads()),
    maxQueue: bandRenderEnv().RENDER_QUEUE,
  },
  async () => (await import('./services/render-worker.ts')).renderTask,
);

/** Runs a render in the worker pool; a settings refusal comes back as the same BandSettingsError. */
async function render<T>(task: RenderTask): Promise<T> {
  const outcome = await pool.run(task);
  if (!outcome.ok) throw new BandSettingsError(outcome.refusal.code, outcome.refusal.params, outcome.refusal.path);
  return outcome.value as T;
}

/** One band (all its parts side by side) as SVG at true size, with its layout and text nodes. */
export async function renderBandSvg(plan: BandPlan, settings: Settings = {}, options: RenderBandOptions = {}): Promise<BandSvg> {
  return render({ kind: 'svg', plan, settings, options });
}

/** One band as a PNG preview; `scale` is pixels per point (default 4 ≈ 288 dpi). */
export async function renderBandPng(plan: BandPlan, settings: Settings = {}, scale = 4): Promise<BandPng> {
  return render({ kind: 'png', plan, settings, scale });
}

/**
 * The PNG download: one image per plan at `dpi` (150, 300 or 600; 300 by default), carrying its
 * resolution so it prints at true size; several plans come as a ZIP of one PNG each.
 */
export async function renderBandPngFile(
  plans: BandPlan[],
  settings: Settings = {},
  options: { dpi?: PngDpi; base?: string } = {},
): Promise<BandPngFile> {
  return render({ kind: 'png-file', plans, settings, options });
}

/** Every plan, `count` copies each, imposed on paper: one vector PDF. */
export async function renderBandsPdf(plans: BandPlan[], settings: Settings = {}, paper: Paper = {}): Promise<BandsPdf> {
  return render({ kind: 'pdf', plans, settings, paper });
}

export type { BandSvg, BandPng, BandPngFile, RenderBandOptions, BandsPdf };
export { PNG_DPIS, DEFAULT_PNG_DPI, parsePngDpi } from './services/png-dpi.ts';
export type { PngDpi } from './services/png-dpi.ts';
export type { BandLayoutSummary } from './services/layout-summary.ts';
export { bandSettingsSchema } from './services/band-settings.ts';
export type { BandSettings, BandSettingsInput } from './services/band-settings.ts';
export { bandStyleSchema, bandThemeSchema, MAX_BORDER_MM } from './services/band-style.ts';
export { paperSettingsSchema, PAPER_SIZES_PT } from './services/paper-settings.ts';
export type { PaperSettings, PaperSettingsInput, PaperName } from './services/paper-settings.ts';
export { parseBandSettings } from './services/parse-settings.ts';
export { bandMessage, BandSettingsError } from './services/band-messages.ts';
export { FONT_FAMILY_IDS, FONT_FAMILIES } from './services/font-families.ts';
export { readImageAsset } from './services/image-asset.ts';
export { layoutBand } from './services/band-layout.ts';
// The `band` command's arguments (the command itself reads course files: band-builder's cli/).
export { parseBandArgs, BandUsageError } from './services/band-cli-args.ts';
export { bandFileName } from './services/band-file-name.ts';
