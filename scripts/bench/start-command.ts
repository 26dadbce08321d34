/**
 * How `npm start` starts the server, read from package.json's `start` script
 * (`[VAR=value …] node <flags> scripts/start.ts`): the environment it sets and Node's flags, so
 * the benches start what `npm start` starts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function npmStart(root: string): { env: Record<string, string>; nodeArgs: string[] } {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.ts') throw new Error(`unexpected start script: ${script}`);
  return { env, nodeArgs: words.slice(1, -1) };
}
