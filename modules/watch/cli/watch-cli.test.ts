import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { decodeFit } from '../services/test-support/watch-fixtures.ts';

const dir = tempDir('paceband-watch-');
const berlin = 'tests/fixtures/courses/berlin-marathon.gpx';

const watch = (...args: string[]) => runPaceband('watch', args);

describe('paceband watch', () => {
  it('writes a FIT course of a course file whose last record is the goal time', async () => {
    const out = path.join(dir, 'berlin.fit');
    const { code, stderr } = await watch(berlin, '--goal', '3:15:00', '--strategy', 'even-pace', '--format', 'course', '--out', out);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const fit = decodeFit(readFileSync(out));
    const times = fit.recordMesgs.map((r) => (r.timestamp as Date).getTime() / 1000);
    expect(Math.abs(times.at(-1)! - times[0]! - 11_700)).toBeLessThanOrEqual(1);
    expect(fit.coursePointMesgs).toHaveLength(42);
  });

  it('writes a workout with the plan options and the pace range asked', async () => {
    const out = path.join(dir, 'ten.fit');
    const { code } = await watch(
      '--goal',
      '50:00',
      '--distance',
      '10',
      '--every',
      '2',
      '--format',
      'workout',
      '--tolerance',
      '8',
      '--title',
      'Ten',
      '--out',
      out,
    );
    expect(code).toBe(0);
    const fit = decodeFit(readFileSync(out));
    expect(fit.workoutMesgs[0]).toMatchObject({ wktName: 'Ten' });
    expect(fit.workoutStepMesgs).toHaveLength(5);
    expect(fit.workoutStepMesgs[0]!.customTargetSpeedLow).toBeCloseTo(1000 / 308, 2);
  });

  it('merges the rows of a plan over the watches’ 50 steps, and says so in one line on stderr (exit 0)', async () => {
    const out = path.join(dir, 'boston.fit');
    const boston = 'tests/fixtures/courses/boston-marathon.gpx';
    const { code, stderr } = await watch(boston, '--goal', '3:45:00', '--every', '0.15', '--format', 'workout', '--out', out);
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /^paceband watch: Watches take at most 50 workout steps: the plan’s 282 steps were merged into 50, neighbouring rows of close pace as one step named by its range \(e\.g\. “5–8 km”\); every walk break is kept\.\n$/,
    );
    expect(decodeFit(readFileSync(out)).workoutStepMesgs).toHaveLength(50);
    // Within the limit, no note.
    expect(await watch(boston, '--goal', '3:45:00', '--format', 'workout', '--out', out)).toMatchObject({ code: 0, stderr: '' });
  });

  it('refuses a workout whose walk breaks need more steps than watches take, pointing to the course file', async () => {
    // Boston's hills: no two stretches between breaks run alike, so no repeat steps either.
    const boston = 'tests/fixtures/courses/boston-marathon.gpx';
    const args = ['--goal', '5:30:00', '--every', '0.5', '--walk', 'distance:0.5:30s', '--format', 'workout', '--out', '-'];
    const { code, stderr } = await watch(boston, ...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^paceband watch: This plan needs at least \d+ workout steps \(\d+ walk breaks .*Use the FIT course instead/);
  });

  it('writes GPX to standard output', async () => {
    const { code, stdout } = await watch(berlin, '--goal', '3:30:00', '--format', 'gpx', '--out', '-');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
  });

  it('refuses bad input in one line', async () => {
    expect(await watch('--goal', '3:30:00', '--distance', 'marathon', '--format', 'course', '--out', '-')).toMatchObject({
      code: 2,
      stderr: 'paceband watch: --format course needs a COURSE file (GPX, KML or KMZ)\n',
    });
    expect(await watch('--goal', '3:30:00', '--distance', 'marathon', '--format', 'tcx', '--out', '-')).toMatchObject({
      code: 2,
      stderr: 'paceband watch: --kind: The file must be workout, course or gpx.\n',
    });
  });

  it('says how to call it', async () => {
    expect((await watch('--help')).stdout).toMatch(/^usage: paceband watch/);
  });
});
