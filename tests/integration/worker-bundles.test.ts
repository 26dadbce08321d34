/**
 * The worker threads of the served build load bundles (scripts/build-workers.ts), not the sources
 * through tsx: every worker a module names must have one, and a bundle must work with no loader
 * and draw the same band as the sources.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWorkers } from '../../scripts/build-workers.ts';
import { workerExecArgv } from '../../src/host/worker-priority.ts';
import { renderBandSvg } from '../../modules/band-render/index.ts';
import { parsePlanArgs, planBands } from '../../modules/pacing/index.ts';
import { tempDir } from '../support/temp-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the project, as dist/workers is: the bundles import packages from its node_modules.
const out = tempDir('worker-bundles-', { parent: path.join(root, 'var') });
const entries = buildWorkers(root, out);
const bundleOf = (file: string) => path.join(out, file.replace(/\.ts$/, '.mjs'));

const pool = new Piscina({
  filename: pathToFileURL(bundleOf('modules/band-render/services/render-worker.ts')).href,
  execArgv: workerExecArgv({ typescript: false }),
  maxThreads: 1,
});
afterAll(() => pool.destroy());

/** The renderer's outcome as its worker answers it (modules/band-render/services/render-worker.ts). */
type RenderOutcome = { ok: true; value: { svg?: string; bytes?: Uint8Array } } | { ok: false; refusal: { code: string } };
const [plan] = planBands({ settings: parsePlanArgs(['--distance', 'marathon', '--goal', '3:30:00']).settings });

describe('the worker bundles', () => {
  it('bundles every worker file a module or the host runs in the pool', () => {
    const named = new Set<string>();
    for (const file of globSync('{src,modules}/**/*.ts', { cwd: root })) {
      if (/\.(test|bench)\.ts$|\/(tests|bench)\//.test(file)) continue;
      // A pool's `file` (src/host/worker-pool.ts), whatever its name: one not named *-worker.ts has no bundle.
      for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/file: '((?:src|modules)\/[^']+\.tsx?)'/g)) {
        named.add(match[1]!);
      }
    }
    expect(named.size).toBeGreaterThanOrEqual(11);
    expect(entries).toBeGreaterThanOrEqual(named.size);
    for (const file of named) expect(existsSync(bundleOf(file)), file).toBe(true);
  });

  it('runs the band renderer without a TypeScript loader, and draws the same band as the sources', async () => {
    const settings = { title: 'Berlin Marathon', columns: ['distance', 'split', 'elapsed'] };
    const bundled = (await pool.run({ kind: 'svg', plan, settings, options: {} })) as RenderOutcome;
    expect(bundled.ok).toBe(true);
    const svg = bundled.ok ? bundled.value.svg : '';
    expect(svg).toMatch(/^<svg/);
    // The sources, on this thread (the test runner renders inline).
    expect(svg).toBe((await renderBandSvg(plan!, settings as Parameters<typeof renderBandSvg>[1])).svg);
  });

  it('prints a PDF sheet from the bundle, and refuses bad settings with the coded refusal', async () => {
    const pdf = (await pool.run({
      kind: 'pdf',
      plans: [plan],
      settings: { columns: ['distance', 'elapsed'] },
      paper: {},
    })) as RenderOutcome;
    expect(pdf.ok).toBe(true);
    const bytes = pdf.ok ? pdf.value.bytes! : new Uint8Array();
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const refused = (await pool.run({ kind: 'svg', plan, settings: { style: { textColor: 'pink' } }, options: {} })) as RenderOutcome;
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'colourInvalid' } });
  });
});
