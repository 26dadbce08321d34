import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { watchFile, WatchFileError } from './watch-file.ts';
import { watchFileMessage } from './watch-query.ts';
import { decodeFit, fixtureCourse, planOf, unrollFitSteps } from './test-support/watch-fixtures.ts';
import { MAX_WORKOUT_STEPS } from './workout-limit.ts';

const start = new Date('2026-04-26T07:30:00Z');
const berlin = fixtureCourse('berlin-marathon.gpx');
const withAid = fixtureCourse('berlin-marathon-aid-stations.kml');

describe('FIT workout', () => {
  it('has one step per lap row, each its distance at its pace ± the range, named after the band', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }], distanceM: 42_195, half: true, otherUnit: true });
    const laps = plan.rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
    const file = watchFile('workout', plan, { title: 'Berlin & me', locale: 'en', toleranceSeconds: 5, start });
    expect(file.name).toBe('berlin-me-workout.fit');
    const fit = decodeFit(file.bytes);
    expect(fit.fileIdMesgs[0]).toMatchObject({ type: 'workout' });
    expect(fit.workoutMesgs[0]).toMatchObject({ wktName: 'Berlin & me', sport: 'running', numValidSteps: laps.length });
    const steps = fit.workoutStepMesgs;
    // Marker rows (half way, the other unit) are not steps.
    expect(steps).toHaveLength(laps.length);
    expect(steps[0]).toMatchObject({ wktStepName: '1 km', durationType: 'distance', durationDistance: 1000, targetType: 'speed' });
    expect(steps.at(-1)).toMatchObject({ wktStepName: '42.2 km', durationDistance: 195 });
    const total = steps.reduce((sum, s) => sum + Number(s.durationDistance), 0);
    expect(total).toBeCloseTo(42_195, 0);
    // 5 s per km either side of the row's pace, as speeds (m/s).
    const pace = laps[0]!.paceSecondsPerUnit;
    expect(steps[0]!.customTargetSpeedLow).toBeCloseTo(1000 / (pace + 5), 2);
    expect(steps[0]!.customTargetSpeedHigh).toBeCloseTo(1000 / (pace - 5), 2);
  });

  it('puts each walk break as a rest step lasting its time, a walk every km as repeat steps (exact, within 50 steps)', () => {
    const plan = planOf({ bands: [{ goal: '4:45:00' }], distanceM: 42_195, walk: { kind: 'distance', every: 1, walkSeconds: 30 } });
    const laps = plan.rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
    const file = watchFile('workout', plan, { locale: 'fr', toleranceSeconds: 10, start });
    expect(file.merged).toBeUndefined();
    const written = decodeFit(file.bytes).workoutStepMesgs;
    // 1 km, then (walk, 950 m) forty times over, then the last metres: five steps, one of them the repeat.
    expect(written.length).toBeLessThanOrEqual(MAX_WORKOUT_STEPS);
    expect(written[3]).toMatchObject({ durationType: 'repeatUntilStepsCmplt', durationStep: 1, repeatSteps: 41 });
    expect(written[2]).toMatchObject({ wktStepName: '1–42 km', durationDistance: 950 });
    const steps = unrollFitSteps(written);
    const walks = steps.filter((s) => s.intensity === 'rest');
    expect(walks).toHaveLength(plan.walks!.length);
    expect(walks[0]).toMatchObject({ wktStepName: 'Marche', durationType: 'time', durationTime: 30, targetType: 'open' });
    expect(steps).toHaveLength(laps.length + plan.walks!.length);
    // The metres walked are not run again: run steps and walks together cover the race once.
    const walked = plan.walks!.reduce((sum, w) => sum + w.seconds * (6000 / 3600), 0);
    const ran = steps.filter((s) => s.intensity === 'active').reduce((sum, s) => sum + Number(s.durationDistance), 0);
    expect(ran + walked).toBeCloseTo(42_195, -1);
  });
});

describe('FIT workout over the watches’ step limit', () => {
  const boston = fixtureCourse('boston-marathon.gpx');

  it('merges the rows of a 282-row hilly plan with walk breaks into 50 steps the SDK reads back, every walk kept', () => {
    const plan = planOf(
      { bands: [{ goal: '3:45:00' }], every: 0.15, walk: { kind: 'distance', every: 5, walkSeconds: 60 }, strategy: 'effort-x2' },
      boston,
    );
    const laps = plan.rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
    expect(laps.length).toBeGreaterThan(280);
    const file = watchFile('workout', plan, { title: 'Boston', locale: 'en', toleranceSeconds: 5, start });
    expect(file.merged).toEqual({ from: expect.any(Number), to: MAX_WORKOUT_STEPS });
    expect(file.merged!.from).toBeGreaterThan(280 + plan.walks!.length - 1);
    const fit = decodeFit(file.bytes);
    expect(fit.workoutMesgs[0]).toMatchObject({ wktName: 'Boston', numValidSteps: MAX_WORKOUT_STEPS });
    const steps = fit.workoutStepMesgs;
    expect(steps).toHaveLength(MAX_WORKOUT_STEPS);
    expect(steps.filter((s) => s.intensity === 'rest')).toHaveLength(plan.walks!.length);
    // The run steps still cover the race once with the walks, and the last one ends on the finish.
    const walked = plan.walks!.reduce((sum, w) => sum + w.seconds * (6000 / 3600), 0);
    const ran = steps.filter((s) => s.intensity === 'active').reduce((sum, s) => sum + Number(s.durationDistance), 0);
    expect(ran + walked).toBeCloseTo(42_195, -1);
    // Merged steps say their range; each one's pace lies within the plan's.
    expect(steps.some((s) => /^\d+(\.\d+)?–\d+(\.\d+)? km$/.test(String(s.wktStepName)))).toBe(true);
    const paces = laps.map((r) => r.runPaceSecondsPerUnit ?? r.paceSecondsPerUnit);
    for (const s of steps.filter((step) => step.intensity === 'active')) {
      const pace = 1000 / ((Number(s.customTargetSpeedLow) + Number(s.customTargetSpeedHigh)) / 2);
      expect(pace).toBeGreaterThan(Math.min(...paces) - 6);
      expect(pace).toBeLessThan(Math.max(...paces) + 6);
    }
  });

  it('refuses, in the band’s language, a plan whose walk breaks alone need more steps than watches take', () => {
    const plan = planOf({ bands: [{ goal: '5:30:00' }], every: 0.5, walk: { kind: 'distance', every: 0.5, walkSeconds: 30 } }, boston);
    const refused = (() => {
      try {
        watchFile('workout', plan, { locale: 'fr', start });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(WatchFileError);
    expect(refused).toMatchObject({ code: 'tooManySteps', params: { max: 50 } });
    const { params } = refused as WatchFileError;
    expect(watchFileMessage('fr', 'tooManySteps', params)).toBe(
      `Ce plan demande au moins ${params.steps} étapes (${params.walks} pauses marchées et la course entre elles), plus que les 50 qu’une montre accepte. Utilisez plutôt le parcours FIT, ou moins de pauses marchées.`,
    );
  });

  it('names an A/B band’s files after goal A, which they follow', () => {
    const plan = planOf({ bands: [{ goal: '3:29:00' }, { goal: '3:35:00' }], abBand: true }, berlin);
    const workout = watchFile('workout', plan, { title: 'Berlin', locale: 'en', start });
    expect(workout.name).toBe('berlin-goal-a-workout.fit');
    expect(watchFile('gpx', plan, { title: 'Berlin', locale: 'en', course: berlin, start }).name).toBe('berlin-goal-a.gpx');
    const course = decodeFit(watchFile('course', plan, { title: 'Berlin', locale: 'en', course: berlin, start }).bytes);
    const times = course.recordMesgs.map((r) => ((r.timestamp as Date).getTime() - start.getTime()) / 1000);
    expect(Math.abs(times.at(-1)! - (3 * 3600 + 29 * 60))).toBeLessThanOrEqual(1);
  });
});

describe('FIT course', () => {
  it('follows the plan: the last record and the lap end on the goal, records in time order with heights', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }], strategy: 'even-effort' }, berlin);
    const fit = decodeFit(watchFile('course', plan, { title: 'Berlin', locale: 'en', course: berlin, start }).bytes);
    expect(fit.fileIdMesgs[0]).toMatchObject({ type: 'course' });
    expect(fit.courseMesgs[0]).toMatchObject({ name: 'Berlin', sport: 'running' });
    const records = fit.recordMesgs;
    expect(records.length).toBeGreaterThan(420);
    const seconds = records.map((r) => ((r.timestamp as Date).getTime() - start.getTime()) / 1000);
    expect(seconds[0]).toBe(0);
    expect(Math.abs(seconds.at(-1)! - 12_600)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(fit.lapMesgs[0]!.totalElapsedTime) - 12_600)).toBeLessThanOrEqual(1);
    seconds.forEach((s, i) => i > 0 && expect(s).toBeGreaterThan(seconds[i - 1]!));
    expect(Number(records.at(-1)!.distance)).toBeCloseTo(42_195, 0);
    expect(records.every((r) => typeof r.altitude === 'number' && typeof r.positionLat === 'number')).toBe(true);
    // A record at every lap row, whose time is the row's elapsed time: the partner is on the plan at each mark.
    for (const row of plan.rows) {
      const at = records.findIndex((r) => Math.abs(Number(r.distance) - row.distanceM) < 0.01);
      expect(at, `a record at ${row.distanceM} m`).toBeGreaterThanOrEqual(0);
      expect(Math.abs(seconds[at]! - row.elapsedSeconds)).toBeLessThanOrEqual(1);
    }
  });

  it('has a course point at every km mark and every aid station', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }] }, withAid);
    expect(withAid.aidStations.length).toBeGreaterThan(0);
    const points = decodeFit(watchFile('course', plan, { locale: 'it', course: withAid, start }).bytes).coursePointMesgs;
    const marks = points.filter((p) => p.type === 'generic');
    expect(marks).toHaveLength(42);
    expect(marks[4]).toMatchObject({ name: 'Km 5' });
    expect(Number(marks[4]!.distance)).toBeCloseTo(5000, 0);
    expect(points.filter((p) => p.type === 'aidStation')).toHaveLength(withAid.aidStations.length);
  });

  it('marks miles on a band in miles', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }], unit: 'mi' }, berlin);
    const points = decodeFit(watchFile('course', plan, { locale: 'es', course: berlin, start }).bytes).coursePointMesgs;
    expect(points).toHaveLength(26);
    expect(points[0]).toMatchObject({ name: 'Milla 1' });
  });

  it('needs a course', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }], distanceM: 42_195 });
    expect(() => watchFile('course', plan, { locale: 'en' })).toThrow(WatchFileError);
    expect(() => watchFile('gpx', plan, { locale: 'en' })).toThrow(WatchFileError);
  });
});

describe('GPX course', () => {
  it('is well-formed XML whose track times follow the plan, with the title escaped', () => {
    const plan = planOf({ bands: [{ goal: '3:30:00' }], walk: { kind: 'aid', walkSeconds: 20 } }, withAid);
    const file = watchFile('gpx', plan, { title: 'A <b>"fast"</b> & \u0007 run', locale: 'en', course: withAid, start });
    expect(file.contentType).toBe('application/gpx+xml');
    const parser = new SaxesParser({ xmlns: true });
    const times: number[] = [];
    const names: string[] = [];
    let inTime = false;
    let inName = false;
    parser.on('opentag', (tag) => {
      inTime = tag.local === 'time';
      inName = tag.local === 'name';
    });
    parser.on('text', (text) => {
      if (inTime) times.push((Date.parse(text) - start.getTime()) / 1000);
      if (inName) names.push(text);
    });
    parser.on('closetag', () => {
      inTime = false;
      inName = false;
    });
    parser.write(new TextDecoder().decode(file.bytes)).close();
    expect(names[0]).toBe('A <b>"fast"</b> &  run');
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBe(12_600);
  });
});
