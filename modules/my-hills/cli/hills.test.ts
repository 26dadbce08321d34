import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { syntheticHillFits } from '../../../tests/support/synthetic-hill-runs.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

const dir = tempDir('paceband-hills-');
const runs = syntheticHillFits(3, { lengthM: 3_000, seed: 2 }).map(({ bytes, fileName }) => {
  const file = path.join(dir, fileName);
  writeFileSync(file, bytes);
  return file;
});

const hills = (...args: string[]) => runPaceband('hills', args);

describe('paceband hills', () => {
  it('prints { factors: [{ gradePercent, factor, samples }] } in 1 % steps, 1 on the flat', async () => {
    const { code, stdout, stderr } = await hills(...runs, '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { factors } = JSON.parse(stdout) as { factors: { gradePercent: number; factor: number; samples: number }[] };
    expect(factors.map((f) => f.gradePercent)).toEqual(Array.from({ length: 31 }, (_, k) => k - 15));
    expect(factors.find((f) => f.gradePercent === 0)).toMatchObject({ factor: 1 });
    expect(Object.keys(factors[0]!)).toEqual(['gradePercent', 'factor', 'samples']);
    expect(factors.find((f) => f.gradePercent === 10)!.factor).toBeGreaterThan(1.3);
  });

  it('refuses fewer than three runs in the language asked, exit code 2', async () => {
    const { code, stdout, stderr } = await hills(runs[0]!, '--lang', 'fr');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('paceband hills: Mes côtes demande au moins 3 sorties enregistrées ; 1 a été donnée.\n');
  });

  it('--help gives each option with an example', async () => {
    const { code, stdout } = await hills('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('usage: paceband hills RUN… [--json] [--lang en|fr|es|it]');
    expect(stdout).toContain('e.g. paceband hills runs/*.fit --json');
  });
});
