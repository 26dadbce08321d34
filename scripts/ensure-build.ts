/**
 * Builds the production bundle when it is missing or older than the sources, so `npm start`
 * and the e2e tests always serve the code in front of them. `--force` always builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.ts';
import { buildWorkers } from './build-workers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'dist', '.build-stamp');
const INPUTS = ['src', 'modules', 'locales', 'migrations', 'public', 'waku.config.ts', 'package-lock.json', 'tsconfig.json'];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

export function ensureBuild(options: { force?: boolean } = {}): void {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map((p) => newest(path.join(root, p))));
  if (!options.force && built > sources && existsSync(path.join(root, 'dist/server/index.js'))) return;
  console.log('building the production bundle…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/waku/cli.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`waku build failed (exit ${result.status})`);
  console.log(`bundled ${buildWorkers(root)} worker files`);
  const files = precompress(path.join(root, 'dist', 'public'));
  console.log(`precompressed ${files.files} public files (brotli and gzip)`);
  writeFileSync(STAMP, new Date().toISOString());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBuild({ force: process.argv.includes('--force') });
}
