/**
 * `npm run bench`: runs every `modules/<x>/bench/*.bench.ts` in turn. Each bench file exports a
 * default async function that measures and prints its own figures. Benchmarks report, they never fail
 * on time.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

const files: string[] = [];
for (const mod of readdirSync(path.join(root, 'modules')).sort()) {
  const dir = path.join(root, 'modules', mod, 'bench');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => file.includes(o)))) {
      files.push(path.join(dir, file));
    }
  }
}

console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const file of files) {
  console.log(`\n## ${path.relative(root, file)}`);
  const bench = (await import(pathToFileURL(file).href)) as { default: () => Promise<void> };
  await bench.default();
}
