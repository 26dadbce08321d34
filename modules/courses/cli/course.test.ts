import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/courses');
const BAD_GPX = path.join(mkdtempSync(path.join(tmpdir(), 'paceband-cli-')), 'broken.gpx');
writeFileSync(BAD_GPX, '<gpx><trk><trkseg><trkpt lat="1" lon="2">');

// The pinned Node that runs vitest runs the CLI too, through tsx, like `npm run paceband`.
function paceband(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paceband.ts', 'course', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('paceband course', () => {
  it('--json prints the summary of a KMZ with its aid stations', () => {
    const run = paceband(path.join(FIXTURES, 'berlin-marathon-aid-stations.kmz'), '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as Record<string, unknown> & { aidStations: Array<{ km: number; name: string }> };
    expect(Object.keys(out)).toEqual(['name', 'format', 'distanceKm', 'points', 'hasElevation', 'elevation', 'aidStations']);
    expect(out.name).toBe('Berlin Marathon');
    expect(out.format).toBe('kmz');
    expect(out.points).toBe(632);
    expect(out.hasElevation).toBe(true);
    expect(Object.keys(out.elevation as object)).toEqual(['gainM', 'lossM', 'minM', 'maxM', 'startM', 'finishM']);
    expect(out.aidStations).toHaveLength(16);
    expect(out.aidStations[0]).toEqual({ km: expect.any(Number), name: 'Refreshments & First Aid' });
  });

  it('prints a short human summary without --json', () => {
    const run = paceband(path.join(FIXTURES, 'boston-marathon.gpx'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Boston Marathon 2025 - 42.195 km: GPX course, 42\.\d\d km, 1381 points\nelevation: \+\d+ m \/ -\d+ m/);
  });

  it.each([
    ['a missing file', path.join(FIXTURES, 'no-such-course.gpx'), /^error: cannot read .*no-such-course\.gpx\n$/],
    ['an unsupported format', path.join(FIXTURES, 'SOURCES.md'), /^error: SOURCES\.md: Files of type "\.md" are not supported\./],
    ['a GPX that is not XML', BAD_GPX, /^error: broken\.gpx: The file is not valid XML \(line \d+\)/],
  ])('fails with one line and no stack trace on %s', (_, file, message) => {
    const run = paceband(file, '--json');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints usage and exits 2 without a file', () => {
    const run = paceband();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^usage: paceband course/);
  });
});
