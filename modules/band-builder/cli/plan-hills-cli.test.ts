import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { effortRatio, type BandPlan } from '../../pacing/index.ts';

const BOSTON = 'tests/fixtures/courses/boston-marathon.gpx';
const dir = tempDir('paceband-hills-cli-');

const plan = (...args: string[]) => runPaceband('plan', args);

/** What `paceband hills --json` prints, for a runner who pays 1.8 times Strava's cost uphill. */
function hillsFile(): string {
  const factors = Array.from({ length: 31 }, (_, k) => {
    const strava = effortRatio((k - 15) / 100, 'runners');
    return { gradePercent: k - 15, factor: k >= 15 ? 1 + 1.8 * (strava - 1) : strava, samples: 12 };
  });
  const file = path.join(dir, 'my-hills.json');
  writeFileSync(file, JSON.stringify({ factors }));
  return file;
}

describe('paceband plan --hills (My hills)', () => {
  it('plans on the runner’s own factors: the climbs take longer than with runners’ data, the finish stays on the goal', async () => {
    const runners = await plan(BOSTON, '--goal', '3:30:00', '--json');
    const mine = await plan(BOSTON, '--goal', '3:30:00', '--hills', hillsFile(), '--json');
    expect(mine.stderr).toBe('');
    expect(mine.code).toBe(0);
    const [a, b] = [JSON.parse(runners.stdout) as BandPlan, JSON.parse(mine.stdout) as BandPlan];
    expect(b.effortModel).toBe('mine');
    expect(b.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: 3 * 3600 + 30 * 60 });
    const climbs = (p: BandPlan) => p.rows.filter((r) => r.kind === 'lap' && r.gradePercent > 1).reduce((s, r) => s + r.splitSeconds, 0);
    expect(climbs(b)).toBeGreaterThan(climbs(a));
  });

  it('refuses a file that is not what paceband hills --json prints, in one line', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{"rows": []}');
    const { code, stderr } = await plan('--goal', '50:00', '--distance', '10', '--hills', bad);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `paceband plan: --hills ${bad}: expected { "factors": [{ "gradePercent", "factor" }] } as paceband hills --json prints\n`,
    );
  });
});
