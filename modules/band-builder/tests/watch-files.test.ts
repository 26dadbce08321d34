import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { asHost } from '../../../tests/support/host-api.ts';
import { bandBuilderApi as app } from '../api.ts';
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import { toDefinition } from '../ui/builder-state.ts';
import { stateFromLink } from '../ui/open-definition.server.ts';

// Mounted as the host mounts it: typed errors as JSON.
const api = asHost(app, '/bands');

/** The band definition as the build page's address keeps it: a marathon at `goal`, rows every km. */
function state(goal: string, change: (s: ReturnType<typeof stateFromLink>) => void = () => {}) {
  const s = stateFromLink(null, new URLSearchParams());
  s.distance = { preset: 'marathon', custom: '' };
  s.plan.bands = [{ count: 1, goal }];
  s.band.title = 'Berlin';
  change(s);
  return encodeSettingsParam(toDefinition(s));
}

const get = (kind: string, query: Record<string, string>) => api.request(`/watch/${kind}?${new URLSearchParams(query)}`);

function decode(bytes: ArrayBuffer) {
  const decoder = new Decoder(Stream.fromArrayBuffer(bytes));
  expect(decoder.checkIntegrity()).toBe(true);
  return decoder.read().messages;
}

describe('GET /api/bands/watch/{kind}', () => {
  it('sends the build page’s band as a FIT workout, named after the band, at the pace range asked', async () => {
    const response = await get('workout', { s: state('3:30:00'), lang: 'fr', tolerance: '10' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ant.fit');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="berlin-workout.fit"');
    const fit = decode(await response.arrayBuffer());
    expect(fit.workoutMesgs?.[0]).toMatchObject({ wktName: 'Berlin' });
    const steps = fit.workoutStepMesgs ?? [];
    expect(steps).toHaveLength(43);
    expect(steps[0]!.customTargetSpeedLow).toBeCloseTo(1000 / (12_600 / 42.195 + 10), 1);
  });

  it('says when a workout’s rows were merged to fit the watches’ 50 steps', async () => {
    const response = await get('workout', { s: state('3:30:00', (s) => (s.plan.every = '0.15')), lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-workout-steps-merged')).toBe('282->50');
    expect(decode(await response.arrayBuffer()).workoutStepMesgs).toHaveLength(50);
    const plain = await get('workout', { s: state('3:30:00'), lang: 'en' });
    expect(plain.headers.get('x-workout-steps-merged')).toBeNull();
  });

  it('refuses a course file without a course, a bad pace range or file, in the band’s language', async () => {
    const course = await get('course', { s: state('3:30:00'), lang: 'fr' });
    expect(course.status).toBe(400);
    expect(await course.json()).toMatchObject({
      errors: { courseUuid: ['Un parcours FIT ou GPX demande un parcours de course : créez la bande sur un parcours.'] },
    });
    const tolerance = await get('workout', { s: state('3:30:00'), lang: 'en', tolerance: '99' });
    expect(tolerance.status).toBe(400);
    expect(await tolerance.json()).toMatchObject({
      errors: { tolerance: ['The pace range must be a whole number of seconds from 0 to 60.'] },
    });
    const kind = await get('tcx', { s: state('3:30:00'), lang: 'es' });
    expect(await kind.json()).toMatchObject({ errors: { kind: ['El archivo debe ser workout, course o gpx.'] } });
  });

  it('refuses settings the build page refuses, with its messages', async () => {
    const response = await get('workout', { s: state('1:00:00'), lang: 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/faster than world-record pace/);
  });
});
