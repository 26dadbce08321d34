import { describe, expect, it } from 'vitest';
import { recordRun, runFit, runGpx, type RunPoint } from '../../../tests/support/recorded-runs.ts';
import { reviewErrorMessage } from './review-error-message.ts';
import { reviewCourseOf, reviewPlanOf } from './review-inputs.ts';
import { reviewRace } from './review-race.ts';
import { syntheticRace } from './synthetic-race.test-support.ts';

const race = syntheticRace();
const good = recordRun(race.points, { seed: 11, speedMps: 3.4, everyS: 2 });
const encoder = new TextEncoder();

/** The message a runner reads for a refused file (through the worker-pool entry), in French and English. */
async function refused(file: Uint8Array, name: string, maxBytes?: number): Promise<{ en: string; fr: string }> {
  try {
    await reviewRace(file, name, reviewPlanOf(race.plan), reviewCourseOf(race.course), maxBytes ? { maxBytes } : {});
  } catch (error) {
    const en = reviewErrorMessage(error, 'en');
    const fr = reviewErrorMessage(error, 'fr');
    if (en === null || fr === null) throw error;
    return { en, fr };
  }
  throw new Error('accepted');
}

const withoutTimes = (points: RunPoint[]) =>
  encoder.encode(
    `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points
      .map((p) => `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>${p.ele}</ele></trkpt>`)
      .join('')}</trkseg></trk></gpx>`,
  );

describe('hostile race recordings get a clear message', () => {
  it('a file over the upload cap', async () => {
    const message = await refused(runGpx(good), 'race.gpx', 64 * 1024);
    expect(message.en).toBe('The file is larger than 0.1 MB.');
  });

  it('a drawn route without times', async () => {
    const message = await refused(withoutTimes(good), 'route.gpx');
    expect(message.en).toMatch(/no times: it looks like a drawn route/);
    expect(message.fr).toMatch(/heure|temps/i);
  });

  it('a FIT whose CRC is broken', async () => {
    const fit = runFit(good);
    fit[fit.length - 1] = fit[fit.length - 1]! ^ 0xff;
    expect((await refused(fit, 'race.fit')).en).toMatch(/FIT file is damaged/);
  });

  it('a ride: the FIT says cycling, or the speed is no runner’s', async () => {
    const ride = await refused(runFit(good, { sport: 'cycling' }), 'ride.fit');
    expect(ride.en).toBe('This recording is a ride, not a run: upload the activity you ran.');
    expect(ride.fr).toMatch(/vélo/);
    const fast = recordRun(race.points, { seed: 12, speedMps: 9, everyS: 1 });
    expect((await refused(runGpx(fast), 'fast.gpx')).en).toMatch(/a ride, not a run/);
  });

  it('another place: a run of the same shape 20 km away', async () => {
    const elsewhere = syntheticRace({}, { lat: 45.2, lon: 7 });
    const run = recordRun(elsewhere.points, { seed: 13, speedMps: 3.4, everyS: 2 });
    const message = await refused(runGpx(run), 'elsewhere.gpx');
    expect(message.en).toMatch(/strays more than 50 m from the course/);
    expect(message.fr).toMatch(/parcours/);
  });

  it('a file that is not a recording at all', async () => {
    expect((await refused(encoder.encode('hello'), 'race.fit')).en).toMatch(/FIT/);
    expect((await refused(encoder.encode('hello'), 'race.pdf')).en).toMatch(/\.pdf/);
  });
});
