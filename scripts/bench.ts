/**
 * `npm run bench`: runs every `modules/<x>/bench/*.bench.ts` in turn, then the host benches in
 * `scripts/bench/` (page throughput, page weight, heavy load, Lighthouse's mobile run) against the production server.
 * Each bench file exports a default async function that measures and prints its own figures and
 * may return figures (scripts/bench/figures.ts) for the summary table printed at the end, beside
 * the targets of issue 14. Benchmarks report, they never fail on time.
 *
 * Then `scripts/memory-after-load.ts` (a server of its own: memory at rest, after two mixed loads
 * and a minute later).
 *
 * `npm run bench -- pages heavy` runs only the benches whose file name contains one of the words;
 * `issue-14` runs the ones behind the issue's figures; `lighthouse` the mobile scores of issue 29.
 */
import { readdirSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stopBenchServer } from './bench/bench-server.ts';
import { loadText, printSummary, type Figure } from './bench/figures.ts';

const root = path.resolve(import.meta.dirname, '..');
const GROUPS: Record<string, string[]> = { 'issue-14': ['pages-', 'heavy-load', 'sheet'] };
const only = process.argv.slice(2).flatMap((word) => GROUPS[word] ?? [word]);
const wanted = (file: string) => only.length === 0 || only.some((o) => file.includes(o));

const files: string[] = [];
for (const mod of readdirSync(path.join(root, 'modules')).sort()) {
  const dir = path.join(root, 'modules', mod, 'bench');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.bench.ts') && wanted(file)) files.push(path.join(dir, file));
  }
}
// The host benches share one production server; throughput first, on a server nothing has loaded yet.
for (const file of [
  'pages-throughput.bench.ts',
  'pages-weight.bench.ts',
  'heavy-load.bench.ts',
  'upload-main-thread.bench.ts',
  'lighthouse.bench.ts',
]) {
  if (wanted(file)) files.push(path.join(root, 'scripts/bench', file));
}
// Last, on a server of its own once the shared one has stopped: memory at rest, after loads, a minute later (issue 28).
const MEMORY_BENCH = path.join(root, 'scripts/memory-after-load.ts');
if (wanted('memory-after-load.ts')) files.push(MEMORY_BENCH);

console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${loadText(availableParallelism())}`);
const figures: Figure[] = [];
try {
  for (const file of files) {
    console.log(`\n## ${path.relative(root, file)}`);
    if (file === MEMORY_BENCH) await stopBenchServer();
    const bench = (await import(pathToFileURL(file).href)) as { default: () => Promise<Figure[] | void> };
    try {
      figures.push(...((await bench.default()) ?? []));
    } catch (error) {
      // A bench that cannot measure says so (exit code 1) and the others still run.
      process.exitCode = 1;
      console.log(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  await stopBenchServer();
}
if (figures.length) {
  console.log(`\n## summary (issue 14 targets; informational, never an exit code), ${loadText(availableParallelism())}`);
  printSummary(figures);
}
