import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { recordRun, runFit } from '../../../tests/support/recorded-runs.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { syntheticCourseGpx, syntheticRace } from '../services/synthetic-race.test-support.ts';

const dir = tempDir('paceband-actual-');
const course = path.join(dir, 'test-10k.gpx');
writeFileSync(course, syntheticCourseGpx());
const points = recordRun(syntheticRace().points, { seed: 41, speedMps: 3.5, everyS: 2, watchFactor: 1.01 });
const activity = path.join(dir, 'race.fit');
writeFileSync(activity, runFit(points, { sport: 'running' }));
const ride = path.join(dir, 'ride.fit');
writeFileSync(ride, runFit(points, { sport: 'cycling' }));

const actual = (...args: string[]) => runPaceband('actual', args);

// In process (tests/support/run-cli.ts); the first case loads the engines, slow on a loaded machine.
describe('paceband actual', { timeout: 120_000 }, () => {
  it('prints each row planned and as run, aligned on the course, as JSON', async () => {
    const { code, stdout, stderr } = await actual(
      course,
      '--goal',
      '50:00',
      '--distance',
      '10',
      '--strategy',
      'even-pace',
      '--activity',
      activity,
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      rows: Array<{ distanceM: number; plannedSeconds: number; actualSeconds: number; deltaSeconds: number }>;
      totalActualSeconds: number;
    };
    const total = (points.at(-1)!.timeMs - points[0]!.timeMs) / 1000;
    expect(result.rows).toHaveLength(10);
    expect(Object.keys(result.rows[0]!)).toEqual(['distanceM', 'plannedSeconds', 'actualSeconds', 'deltaSeconds']);
    for (const row of result.rows) {
      expect(row.plannedSeconds).toBe((row.distanceM / 10_000) * 3000);
      expect(Math.abs(row.actualSeconds - (row.distanceM / 10_000) * total)).toBeLessThanOrEqual(3);
      expect(row.deltaSeconds).toBe(row.actualSeconds - row.plannedSeconds);
    }
    expect(result.totalActualSeconds).toBe(result.rows.at(-1)!.actualSeconds);
    expect(result.totalActualSeconds).toBeLessThan(3000);
  });

  it('says in one line why a recording is refused, in the asked language', async () => {
    const { code, stdout, stderr } = await actual(course, '--goal', '50:00', '--activity', ride, '--json', '--lang', 'it');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'paceband actual: ride.fit: Questa registrazione è un giro in bici, non una corsa: carica l’attività che hai corso.\n',
    );
    expect((await actual('--goal', '50:00')).stderr).toBe('paceband actual: give the recorded race: --activity FILE\n');
  });

  it('has a --help', async () => {
    const { code, stdout } = await actual('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: paceband actual \[<course file>\] --goal H:MM:SS \[plan options\] --activity FILE/);
  });
});
