import { describe, expect, it } from 'vitest';
import { runPaceband } from '../../../tests/support/run-cli.ts';
import { PLAN_FLAGS, type BandPlan } from '../../pacing/index.ts';

const plan = (...args: string[]) => runPaceband('plan', args);

describe('paceband plan', () => {
  it('prints one band as JSON', async () => {
    const { code, stdout, stderr } = await plan('--goal', '50:00', '--distance', '10', '--strategy', 'even-pace', '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const band = JSON.parse(stdout) as BandPlan;
    expect(band.totalSeconds).toBe(3000);
    expect(band.rows).toHaveLength(10);
    expect(band.rows[0]).toMatchObject({
      distance: 1,
      unit: 'km',
      splitSeconds: 300,
      elapsedSeconds: 300,
      paceSecondsPerUnit: 300,
      gradePercent: 0,
      kind: 'lap',
    });
    expect(band.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: 3000 });
  });

  it('prints several bands under "bands", with all the layout flags', async () => {
    const { code, stdout } = await plan(
      '--distance',
      '26.2mi',
      '--unit',
      'mi',
      '--band',
      '2x3:30:00',
      '--band',
      '1x3:45:00',
      '--half',
      '--other-unit',
      '--order',
      'desc',
      '--start',
      'slow:2',
      '--finish',
      'fast:1',
      '--walk',
      'distance:1:30s',
      '--walk-speed',
      '3.5',
      '--json',
    );
    expect(code).toBe(0);
    const { bands } = JSON.parse(stdout) as { bands: BandPlan[] };
    expect(bands.map((b) => [b.count, b.totalSeconds, b.distanceM, b.unit])).toEqual([
      [2, 12_600, 42_195, 'mi'],
      [1, 13_500, 42_195, 'mi'],
    ]);
    const [first] = bands;
    expect(first?.rows[0]).toMatchObject({ kind: 'finish', elapsedSeconds: 12_600 });
    expect(first?.rows.some((r) => r.kind === 'half')).toBe(true);
    expect(first?.rows.filter((r) => r.kind === 'other-unit').map((r) => r.distance)).toEqual([40, 35, 30, 25, 20, 15, 10, 5]);
    // A break every mile but none in the last 500 m: miles 1 to 25.
    expect(first?.walkBreaks).toBe(25);
    expect(first?.walkSeconds).toBe(25 * 30);
    expect(first?.walkSpeedPerHour).toBe(3.5);
  });

  it('paces a course file', async () => {
    const { code, stdout, stderr } = await plan('tests/fixtures/courses/boston-marathon.gpx', '--goal', '3:30:00', '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const band = JSON.parse(stdout) as BandPlan;
    expect(band).toMatchObject({ totalSeconds: 12_600, distanceM: 42_195, strategy: 'even-effort' });
    expect(band.rows.some((r) => r.gradePercent > 1)).toBe(true);
    expect(band.rows.at(-1)?.elapsedSeconds).toBe(12_600);
  });

  it('cuts rows by terrain and moves the dials', async () => {
    const args = ['tests/fixtures/courses/granada-half-marathon.gpx', '--goal', '1:50:00', '--rows', 'terrain', '--terrain-marks'];
    const run = async (...more: string[]) => JSON.parse((await plan(...args, ...more, '--json')).stdout) as BandPlan;
    const terrain = await run('--uphill-effort', '1.5', '--downhill-effort', '0.5', '--negative-split', '2');
    expect(terrain).toMatchObject({ rowsBy: 'terrain', uphillEffort: 1.5, downhillEffort: 0.5, negativeSplitPercent: 2 });
    const stretches = terrain.rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
    expect(stretches.length).toBeGreaterThan(20);
    expect(stretches.reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(6600);
    for (const row of stretches) expect(row).toMatchObject({ distanceM: expect.any(Number), paceSecondsPerUnit: expect.any(Number) });
    expect(terrain.rows.filter((r) => r.kind === 'mark').map((r) => r.distance)).toContain(10);
    // Less uphill effort runs the steepest climb faster; a positive split moves time out of the first half.
    const other = await run('--uphill-effort', '0', '--negative-split=-5');
    const steepest = (p: BandPlan) => p.rows.reduce((a, b) => (b.kind === 'lap' && b.gradePercent > a.gradePercent ? b : a));
    expect(steepest(other).paceSecondsPerUnit).toBeLessThan(steepest(terrain).paceSecondsPerUnit);
    const half = (p: BandPlan) => p.rows.reduce((a, b) => (Math.abs(b.distanceM - 10_549) < Math.abs(a.distanceM - 10_549) ? b : a));
    expect(half(other).elapsedSeconds).toBeLessThan(half(terrain).elapsedSeconds);
    const table = await plan(...args);
    expect(table.code).toBe(0);
    // A mark row prints its distance and elapsed time only; a stretch its grade.
    expect(table.stdout).toMatch(/^10 km\s+\d+:\d\d$/m);
    expect(table.stdout).toMatch(/^\d+\.\d+ km\s+\d+:\d\d\s+\d+:\d\d\s+[+−]\d+\.\d%\s+[\d:]+$/m);
    // Three runs of the command: more than one test's default time on a busy machine.
  }, 180_000);

  it('shows walk rows in the table, where each break starts (1.9, not 2), and the walking speed everywhere', async () => {
    const args = ['--distance', '10', '--goal', '1:00:00', '--walk', 'distance:1.96:60s'];
    const json = JSON.parse((await plan(...args, '--unit', 'km', '--json')).stdout) as BandPlan;
    expect(json.walks?.map((w) => w.distanceM)).toEqual([1960, 3920, 5880, 7840]);
    expect(json).toMatchObject({ walkSpeedPerHour: 6, runningPaceSecondsPerUnit: expect.any(Number) });
    const { code, stdout } = await plan(...args);
    expect(code).toBe(0);
    expect(stdout).toContain('4 walk breaks, 4:00 walking at 6 km/h; run at ');
    const lines = stdout.split('\n');
    const two = lines.findIndex((l) => /^2 km\s/.test(l));
    expect(lines[two - 1]).toMatch(/^1\.96 km\s+\d+:\d\d\s+walk 1:00$/);
    expect(lines.filter((l) => /walk 1:00$/.test(l))).toHaveLength(4);
    // A mile band walks at 6 km/h too, said as 3.7 mph (not 6 mph); in French, in its words.
    expect((await plan(...args, '--unit', 'mi')).stdout).toMatch(/walking at 3\.7 mph; run at \d+:\d\d\/mi/);
    const fr = (await plan(...args, '--lang', 'fr')).stdout;
    expect(fr).toMatch(/de marche à 6\skm\/h ; courir à/);
    expect(fr).toMatch(/^1,96\skm\s+\d+:\d\d\s+marche 1:00$/m);
  }, 120_000);

  it('prints a readable table by default', async () => {
    const { code, stdout } = await plan('--goal', '1:40:00', '--distance', 'half', '--half');
    expect(code).toBe(0);
    expect(stdout).toContain("1:40:00 over 21.098 km, Even effort (Runners' data), 1 copy");
    expect(stdout).toMatch(/^1 km\s+4:44\s+4:44\s+0\.0%\s+4:44$/m);
    expect(stdout).toMatch(/^21\.098 km\s+0:28\s+.*1:40:00\s+finish$/m);
  });
  it('prints every band in the language of --lang: words, numbers, plurals', async () => {
    const { code, stdout, stderr } = await plan(
      '--distance',
      'half',
      '--band',
      '1x1:40:00',
      '--band',
      '2x1:50:00',
      '--half',
      '--lang',
      'fr',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // French writes a narrow no-break space before the unit.
    expect(stdout).toContain('1:40:00 sur 21,098\u202fkm, Effort constant (Données de coureurs), 1 exemplaire\n');
    expect(stdout).toContain('1:50:00 sur 21,098\u202fkm, Effort constant (Données de coureurs), 2 exemplaires\n');
    expect(stdout).toMatch(/^distance\s+temps\s+allure\/km\s+pente\s+cumulé$/m);
    expect(stdout).toMatch(/^10,549\u202fkm\s+.*mi-course$/m);
    expect(stdout).toMatch(/^21,098\u202fkm\s+.*1:50:00\s+arrivée$/m);
    expect(stdout).not.toContain('over');
  });

  it.each([
    [['--goal', '0:20:00', '--distance', 'marathon'], /faster than world-record pace/],
    [['--goal', '3:30:00', '--distance', '42.195', '--strategy', 'sprint'], /Unknown pacing strategy/],
    [['--goal', '3h30', '--distance', '42.195'], /H:MM:SS or MM:SS/],
    [['--goal', '3:30:00'], /Choose a distance or upload a course/],
    [['--goal', '3:30:00', '--distance', '42.195', '--every', '0'], /greater than zero/],
    [['--goal', '3:30:00', '--distance', '42.195', '--walk', 'jog:1'], /--walk: expected/],
    [['--goal', '3:30:00', '--distance', '42.195', '--band', '0x3:00:00'], /whole number from 1 to 100/],
    [['--goal', '3:30:00', '--distance', '42.195', '--frobnicate'], /frobnicate/],
    [['--goal', '3:30', '--distance', '42.195', '--lang', 'it'], /più veloce del ritmo del record del mondo/],
    [['--goal', '3:30:00', '--distance', '42.195', '--uphill-effort', '3'], /uphill effort must be between 0 and 2/],
    [['--goal', '3:30:00', '--distance', '42.195', '--downhill-effort', 'lots'], /Enter a number/],
    [['--goal', '3:30:00', '--distance', '42.195', '--negative-split=-12', '--lang', 'fr'], /entre -10 % et 10 %/],
    [['--goal', '3:30:00', '--distance', '42.195', '--rows', 'hills'], /distance or the terrain/],
    [['missing-course.gpx', '--goal', '3:30:00'], /cannot read missing-course\.gpx: ENOENT/],
    [['tests/fixtures/courses/SOURCES.md', '--goal', '3:30:00'], /^paceband plan: SOURCES\.md: /],
    // Race day (race-day-cli.test.ts plans them).
    [['--distance', '10', '--goal', '50:00', '--temperature', '20'], /--temperature and --dew-point go together/],
    [['--distance', '10', '--goal', '50:00', '--temperature', '20', '--dew-point', '25'], /dew point cannot be above the temperature/],
    [['--distance', '10', '--goal', '50:00', '--fade', '10', '--fade-after', '12'], /never starts in a 10 km race/],
    [['--distance', '10', '--goal', '50:00', '--ab', '--lang', 'fr'], /deux temps visés/],
  ])('refuses %j with one line', async (args, message) => {
    const { code, stdout, stderr } = await plan(...args);
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--help lists every option with an example', async () => {
    const { code, stdout } = await plan('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: paceband plan /);
    for (const flag of PLAN_FLAGS) expect(stdout).toMatch(new RegExp(`^  --${flag}\\b.*\n\\s+e\\.g\\. paceband plan .*`, 'm'));
  });
});
