import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { readGpx } from '../../course-files/index.ts';
import { recordRun, runFit, runGpx, runTcx } from '../../../tests/support/recorded-runs.ts';
import { gpxBytes, linePoints } from '../../../tests/support/synthetic-courses.ts';
import { groundAtM, RIVER, riverTile, writeTile } from '../../../tests/support/terrain-tiles.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/courses');
const BAD_GPX = path.join(tempDir('paceband-cli-'), 'broken.gpx');
writeFileSync(BAD_GPX, '<gpx><trk><trkseg><trkpt lat="1" lon="2">');

const pacebandWith = async (env: Record<string, string>, ...args: string[]) => {
  const run = await runPaceband('course', args, { env: { TERRAIN_DIR: '', TERRAIN_URL: '', ...env } });
  return { status: run.code, stdout: run.stdout, stderr: run.stderr };
};
const paceband = (...args: string[]) => pacebandWith({}, ...args);

// In process (tests/support/run-cli.ts); the first case loads the course engine, slow on a loaded two-core machine.
describe('paceband course', { timeout: 120_000 }, () => {
  it('--json prints the summary of a KMZ with its aid stations', async () => {
    const run = await paceband(path.join(FIXTURES, 'berlin-marathon-aid-stations.kmz'), '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, unknown> & { aidStations: Array<{ km: number; name: string }> };
    expect(Object.keys(out)).toEqual(['name', 'format', 'distanceKm', 'points', 'hasElevation', 'elevation', 'aidStations', 'quality']);
    expect(out.name).toBe('Berlin Marathon');
    expect(out.format).toBe('kmz');
    expect(out.points).toBe(632);
    expect(out.hasElevation).toBe(true);
    expect(Object.keys(out.elevation as object)).toEqual(['gainM', 'lossM', 'minM', 'maxM', 'startM', 'finishM']);
    expect(out.aidStations).toHaveLength(16);
    expect(out.aidStations[0]).toEqual({ km: expect.any(Number), name: 'Refreshments & First Aid' });
  });

  it('prints a short human summary without --json', async () => {
    const run = await paceband(path.join(FIXTURES, 'boston-marathon.gpx'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Boston Marathon 2025 - 42.195 km: GPX course, 42\.\d\d km, 1381 points\nelevation: \+\d+ m \/ -\d+ m/);
  });

  it.each([
    ['a missing file', path.join(FIXTURES, 'no-such-course.gpx'), /^error: cannot read .*no-such-course\.gpx\n$/],
    ['an unsupported format', path.join(FIXTURES, 'SOURCES.md'), /^error: SOURCES\.md: Files of type "\.md" are not supported\./],
    ['a GPX that is not XML', BAD_GPX, /^error: broken\.gpx: The file is not valid XML \(line \d+\)/],
  ])('fails with one line and no stack trace on %s', async (_, file, message) => {
    const run = await paceband(file, '--json');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--recorded corrects the heights from recorded runs and prints the quality report', async () => {
    // Tokyo's route file holds its bridges flat; three watches recorded a 25 m bridge at 20 km.
    const course = path.join(FIXTURES, 'tokyo-marathon-route.gpx');
    const raw = readGpx(readFileSync(course));
    const bridge = (along: number) => Math.max(0, 25 * (1 - Math.abs(along - 20_000) / 600));
    const dir = tempDir('paceband-runs-');
    const runs = [runGpx, runTcx, runFit].map((write, i) => {
      const file = path.join(dir, `run-${i}.${['gpx', 'tcx', 'fit'][i]}`);
      writeFileSync(file, write(recordRun(raw, { seed: i, offsetM: [-8, 2, 9][i], everyS: 4, heightAt: (a, e) => e + bridge(a) })));
      return file;
    });
    const plain = JSON.parse((await paceband(course, '--json')).stdout) as {
      elevation: { gainM: number; maxM: number };
      quality: { source: string; warnings: string[] };
    };
    expect(plain.quality.source).toBe('file');
    expect(plain.quality.warnings).toContain(
      'This file’s heights look like ground heights: bridges and overpasses may be flat. Add a recorded run to fix them.',
    );
    const run = await paceband(course, ...runs.flatMap((r) => ['--recorded', r]), '--json');
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as {
      elevation: { gainM: number; maxM: number };
      quality: { source: string; runs: number; warnings: string[] };
      runs: Array<{ fileName: string; offsetM: number }>;
    };
    expect(out.quality).toMatchObject({ source: 'runs', runs: 3, warnings: [] });
    expect(out.runs.map((r) => [r.fileName, Math.round(r.offsetM)])).toEqual([
      ['run-0.gpx', -8],
      ['run-1.tcx', 2],
      ['run-2.fit', 9],
    ]);
    expect(out.elevation.gainM).toBeGreaterThan(plain.elevation.gainM + 10);
  });

  it('names the recorded run it refuses', async () => {
    const dir = tempDir('paceband-runs-');
    const file = path.join(dir, 'elsewhere.gpx');
    const raw = readGpx(readFileSync(path.join(FIXTURES, 'boston-marathon.gpx')));
    writeFileSync(file, runGpx(recordRun(raw, { seed: 1, everyS: 10 })));
    const run = await paceband(path.join(FIXTURES, 'tokyo-marathon-route.gpx'), '--recorded', file, '--json');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: elsewhere\.gpx: This recording lasts|^error: elsewhere\.gpx: This run strays more than 50 m/);
  });

  it('--terrain re-profiles from the configured tiles and keeps the file’s level bridge', async () => {
    const dir = tempDir('paceband-terrain-');
    writeTile(dir, 'river.tif', riverTile());
    const course = path.join(dir, 'river.gpx');
    writeFileSync(course, gpxBytes(linePoints(RIVER.lengthM / 10 + 1, { stepM: 10, ele: (i) => groundAtM(i * 10) })));
    const run = await pacebandWith({ TERRAIN_DIR: dir }, course, '--terrain', '--json');
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as {
      elevation: { gainM: number; maxM: number };
      quality: { source: string; bridges: number };
      bridges: Array<{ fromM: number; toM: number; dropM: number }>;
    };
    expect(out.quality).toMatchObject({ source: 'terrain', bridges: 1 });
    expect(out.bridges).toHaveLength(1);
    expect(out.bridges[0]!.fromM).toBeLessThanOrEqual(RIVER.valleyFromM + 60);
    expect(out.bridges[0]!.toM).toBeGreaterThanOrEqual(RIVER.valleyToM - 60);
    expect(Math.abs(out.elevation.maxM - 80)).toBeLessThanOrEqual(2);
  });

  it('--terrain says so when no terrain model is configured', async () => {
    const run = await paceband(path.join(FIXTURES, 'boston-marathon.gpx'), '--terrain', '--json');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('error: No terrain model is set up on this site (TERRAIN_URL or TERRAIN_DIR).\n');
  });

  it('prints usage and exits 2 without a file', async () => {
    const run = await paceband();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^usage: paceband course/);
  });
});
