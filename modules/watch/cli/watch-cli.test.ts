import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { decodeFit } from '../services/test-support/watch-fixtures.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'paceband-watch-'));
const berlin = 'tests/fixtures/courses/berlin-marathon.gpx';

const watch = (...args: string[]) => runPaceband('watch', args);

describe('paceband watch', () => {
  it('writes a FIT course of a course file whose last record is the goal time', () => {
    const out = path.join(dir, 'berlin.fit');
    const { code, stderr } = watch(berlin, '--goal', '3:15:00', '--strategy', 'even-pace', '--format', 'course', '--out', out);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const fit = decodeFit(readFileSync(out));
    const times = fit.recordMesgs.map((r) => (r.timestamp as Date).getTime() / 1000);
    expect(Math.abs(times.at(-1)! - times[0]! - 11_700)).toBeLessThanOrEqual(1);
    expect(fit.coursePointMesgs).toHaveLength(42);
  });

  it('writes a workout with the plan options and the pace range asked', () => {
    const out = path.join(dir, 'ten.fit');
    const { code } = watch(
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

  it('writes GPX to standard output', () => {
    const { code, stdout } = watch(berlin, '--goal', '3:30:00', '--format', 'gpx', '--out', '-');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
  });

  it('refuses bad input in one line', () => {
    expect(watch('--goal', '3:30:00', '--distance', 'marathon', '--format', 'course', '--out', '-')).toMatchObject({
      code: 2,
      stderr: 'paceband watch: --format course needs a COURSE file (GPX, KML or KMZ)\n',
    });
    expect(watch('--goal', '3:30:00', '--distance', 'marathon', '--format', 'tcx', '--out', '-')).toMatchObject({
      code: 2,
      stderr: 'paceband watch: --kind: The file must be workout, course or gpx.\n',
    });
  });

  it('says how to call it', () => {
    expect(watch('--help').stdout).toMatch(/^usage: paceband watch/);
  });
});
