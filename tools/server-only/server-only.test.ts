import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import config from './dependency-cruiser.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function violations(dirs: string[]): Promise<string[]> {
  const result = await cruise(dirs, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('server-only files (tools/server-only/dependency-cruiser.mjs)', () => {
  it('fails on the fixture: client components reaching a .server.ts or a built-in, built-ins and pg outside .server.ts files', async () => {
    process.chdir(root);
    const fixture = 'tools/server-only/fixture';
    expect(await violations([fixture])).toEqual([
      `client-reaches-node-builtin: ${fixture}/modules/alpha/ui/reader-view.client.tsx -> fs/promises`,
      `client-reaches-server-only: ${fixture}/src/ui/widget.client.tsx -> ${fixture}/src/lib/secret.server.ts`,
      `server-only-name: ${fixture}/src/ui/disk.ts -> fs`,
      `server-only-package-name: ${fixture}/modules/alpha/ui/store.ts -> node_modules/pg/lib/index.js`,
    ]);
  });
});
