import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from '../../course-files/index.ts';
import { courseErrorMessage } from '../../course-files/index.ts';
import { correctCourse } from './course-correction.ts';
import { CourseFileError, type CourseFileErrorCode } from '../../course-files/index.ts';
import { readGpx } from '../../course-files/index.ts';
import { readRecordedRun } from '../../course-files/index.ts';
import { recordRun, runFit, runGpx, runTcx, type RunPoint } from '../../../tests/support/recorded-runs.ts';

const bytes = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/courses/boston-marathon.gpx', import.meta.url)));
const course = buildCourseProfile(bytes, 'boston.gpx');
const raw = readGpx(bytes);
const good = recordRun(raw, { seed: 3, everyS: 5 });
const encoder = new TextEncoder();

const gpxWithout = (points: RunPoint[], drop: 'ele' | 'time') =>
  encoder.encode(
    `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points
      .map(
        (p) =>
          `<trkpt lat="${p.lat}" lon="${p.lon}">${drop === 'ele' ? '' : `<ele>${p.ele}</ele>`}${drop === 'time' ? '' : `<time>${new Date(p.timeMs).toISOString()}</time>`}</trkpt>`,
      )
      .join('')}</trkseg></trk></gpx>`,
  );

/** The refusal of a run file on the Boston course, reading and placing it as the worker does. */
function refusal(file: Uint8Array, name: string): CourseFileError {
  try {
    correctCourse(course, [readRecordedRun(file, name)]);
  } catch (error) {
    if (error instanceof CourseFileError) return error;
    throw error;
  }
  throw new Error('accepted');
}

const brokenFit = () => {
  const fit = runFit(good);
  fit[fit.length - 1] = fit[fit.length - 1]! ^ 0xff;
  return fit;
};

const hostile: Array<[string, () => [Uint8Array, string], CourseFileErrorCode]> = [
  ['another place (the same run 40 km north)', () => [runGpx(good.map((p) => ({ ...p, lat: p.lat + 0.36 }))), 'north.gpx'], 'runOffCourse'],
  ['a 10-hour file', () => [runGpx(recordRun(raw, { seed: 4, everyS: 10, speedMps: 1.15 })), 'ten-hours.gpx'], 'runTooLong'],
  ['no heights', () => [gpxWithout(good, 'ele'), 'flat.gpx'], 'runNoElevation'],
  ['no times (a drawn route)', () => [gpxWithout(good, 'time'), 'route.gpx'], 'runNoTimes'],
  [
    'time going backwards',
    () => [runTcx(good.map((p, i) => ({ ...p, timeMs: good[good.length - 1 - i]!.timeMs }))), 'backwards.tcx'],
    'timesOutOfOrder',
  ],
  ['a 50 MB file', () => [new Uint8Array(50 * 1024 * 1024).fill(0x20), 'huge.gpx'], 'fileTooLarge'],
  ['a FIT file with a broken CRC', () => [brokenFit(), 'broken.fit'], 'fitDamaged'],
  ['half the race', () => [runGpx(good.slice(0, good.length >> 1)), 'half.gpx'], 'runPartial'],
  ['a photo', () => [encoder.encode('not a run'), 'photo.jpg'], 'runFormatUnsupported'],
];

describe('hostile recorded runs', () => {
  it.each(hostile)('refuses %s with a clear message in four languages', (_label, make, code) => {
    const [file, name] = make();
    const error = refusal(file, name);
    expect(error.code).toBe(code);
    for (const locale of ['en', 'fr', 'es', 'it'] as const) {
      const text = courseErrorMessage(error, locale);
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('tells why a run elsewhere is refused', () => {
    const error = refusal(runGpx(good.map((p) => ({ ...p, lat: p.lat + 0.36 }))), 'north.gpx');
    expect(courseErrorMessage(error, 'en')).toBe(
      'This run strays more than 50 m from the course for 100 % of its length (at most 5 % is allowed), first near 0 km: it is not a run of this course.',
    );
    const tenHours = courseErrorMessage(refusal(runGpx(recordRun(raw, { seed: 4, everyS: 10, speedMps: 1.15 })), 'ten.gpx'), 'fr');
    expect(tenHours).toContain('dure 10,3 heures');
    expect(tenHours).toMatch(/\(8,\d heures\)/);
  });

  it('reads the same run from GPX, TCX and FIT alike', () => {
    const read = [runGpx(good), runTcx(good), runFit(good)].map((file, i) => readRecordedRun(file, ['a.gpx', 'a.tcx', 'a.fit'][i]!));
    for (const run of read) {
      expect(run.track.count).toBe(good.length);
      expect(run.durationS).toBe((good[good.length - 1]!.timeMs - good[0]!.timeMs) / 1000);
      expect(run.track.ele[10]).toBeCloseTo(good[10]!.ele, 0);
      expect(run.track.lat[10]).toBeCloseTo(good[10]!.lat, 5);
    }
  });

  it('keeps a run that strays for a little while (a detour under 5 % of its length)', () => {
    const detour = good.map((p, i) => (i > 100 && i < 120 ? { ...p, lat: p.lat + 0.001 } : p));
    const { runs } = correctCourse(course, [readRecordedRun(runGpx(detour), 'detour.gpx')]);
    expect(runs[0]!.offShare).toBeGreaterThan(0);
    expect(runs[0]!.offShare).toBeLessThan(0.05);
  });
});
