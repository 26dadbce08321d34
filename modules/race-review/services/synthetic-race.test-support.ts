/**
 * A made-up race for the race review's tests: a 10 km course due north (a straight line, so that
 * every way of measuring along it agrees) with a 60 m hill from km 4 to km 6, and its course
 * profile and plan. Runs on it come from tests/support/recorded-runs.ts.
 */
import { buildCourseProfile, type CourseProfile } from '../../course-files/index.ts';
import { planBands, type BandPlan, type PlanSettingsInput } from '../../pacing/index.ts';
import { gpxTrackPoints, type TrackPoints } from '../../../tests/support/recorded-runs.ts';

export const RACE_M = 10_000;

function heightAt(m: number): number {
  if (m < 4000 || m > 6000) return 100;
  return 100 + 60 * Math.sin(((m - 4000) / 2000) * Math.PI);
}

/** The course as GPX text: a point every 25 m from (45.0, 7.0) northwards. */
export function syntheticCourseGpx(start: { lat: number; lon: number } = { lat: 45, lon: 7 }): string {
  const points: string[] = [];
  const metresPerDegree = 111_132;
  for (let m = 0; m <= RACE_M; m += 25) {
    points.push(
      `<trkpt lat="${(start.lat + m / metresPerDegree).toFixed(7)}" lon="${start.lon.toFixed(7)}"><ele>${heightAt(m).toFixed(1)}</ele></trkpt>`,
    );
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Test 10K</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

export interface SyntheticRace {
  course: CourseProfile;
  points: TrackPoints;
  plan: BandPlan;
}

export function syntheticRace(settings: Partial<PlanSettingsInput> = {}, start?: { lat: number; lon: number }): SyntheticRace {
  const gpx = syntheticCourseGpx(start);
  const course = buildCourseProfile(new TextEncoder().encode(gpx), 'test-10k.gpx');
  const plan = planBands({ settings: { bands: [{ goal: '50:00' }], distanceM: RACE_M, ...settings }, course })[0]!;
  return { course, points: gpxTrackPoints(gpx), plan };
}
