import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from './build-course-profile.ts';
import type { CourseProfile } from './course-profile.ts';
import { MAX_GRADE } from '../../../src/lib/course-grades.ts';
import { readGpx } from './gpx-track.ts';
import { extractMainKml } from './kmz-archive.ts';
import { readKml } from './kml-track.ts';

const DIR = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses');
const cache = new Map<string, CourseProfile>();
function profile(file: string): CourseProfile {
  let p = cache.get(file);
  if (!p) {
    p = buildCourseProfile(new Uint8Array(readFileSync(path.join(DIR, file))), file);
    cache.set(file, p);
  }
  return p;
}

/** Elevation of the profile at a distance (the samples are ~20 m apart). */
function elevationAt(p: CourseProfile, metres: number): number {
  const i = p.samples.distanceM.findIndex((d) => d >= metres);
  return p.samples.elevationM[i < 0 ? p.samples.elevationM.length - 1 : i]!;
}

function gainBetween(p: CourseProfile, fromM: number, toM: number): number {
  let gain = 0;
  const { distanceM, elevationM } = p.samples;
  for (let i = 1; i < distanceM.length; i++) {
    if (distanceM[i]! <= fromM || distanceM[i - 1]! >= toM) continue;
    gain += Math.max(0, elevationM[i]! - elevationM[i - 1]!);
  }
  return gain;
}

const FIXTURES = [
  { file: 'berlin-marathon.gpx', format: 'gpx', points: 606, km: [42.5, 43.0], elevation: true },
  { file: 'berlin-marathon-no-elevation.gpx', format: 'gpx', points: 606, km: [42.5, 43.0], elevation: false },
  { file: 'boston-marathon.gpx', format: 'gpx', points: 1381, km: [42.2, 42.8], elevation: true },
  { file: 'shamrock-marathon-large.gpx', format: 'gpx', points: 16039, km: [42.6, 43.2], elevation: true },
  { file: 'tokyo-marathon-route.gpx', format: 'gpx', points: 416, km: [42.2, 43.0], elevation: true },
  { file: 'granada-half-marathon.gpx', format: 'gpx', points: 1006, km: [21.0, 21.5], elevation: true },
  { file: 'madrid-marathon-noisy.gpx', format: 'gpx', points: 2008, km: [42.2, 43.2], elevation: true },
  { file: 'berlin-marathon-aid-stations.kml', format: 'kml', points: 632, km: [42.5, 43.0], elevation: true },
  { file: 'berlin-marathon-aid-stations.kmz', format: 'kmz', points: 632, km: [42.5, 43.0], elevation: true },
] as const;

describe('real course files', () => {
  it.each(FIXTURES)('$file: reads as $format with $points points', ({ file, format, points, km, elevation }) => {
    const p = profile(file);
    expect(p.format).toBe(format);
    expect(p.pointCount).toBe(points);
    expect(p.hasElevation).toBe(elevation);
    expect(p.distanceM / 1000).toBeGreaterThan(km[0]);
    expect(p.distanceM / 1000).toBeLessThan(km[1]);
  });

  it.each(FIXTURES)('$file: profile keeps the contract', ({ file }) => {
    const p = profile(file);
    const { distanceM, elevationM } = p.samples;
    expect(distanceM.length).toBe(elevationM.length);
    expect(distanceM.length).toBeGreaterThan(2000 * (p.distanceM / 42_195) * 0.9);
    expect(distanceM[0]).toBe(0);
    expect(distanceM[distanceM.length - 1]).toBe(p.distanceM);
    for (let i = 1; i < distanceM.length; i++) expect(distanceM[i]!).toBeGreaterThan(distanceM[i - 1]!);
    expect(p.grades).toHaveLength(distanceM.length - 1);
    expect(Math.max(...p.grades.map(Math.abs))).toBeLessThanOrEqual(MAX_GRADE);
    const e = p.elevation;
    expect(e.gainM - e.lossM).toBeCloseTo(e.finishM - e.startM, 1);
    expect(e.minM).toBe(Math.min(...elevationM));
    expect(e.maxM).toBe(Math.max(...elevationM));
    expect(p.line.length).toBeGreaterThan(50);
    expect(p.line.length).toBeLessThanOrEqual(1000);
    expect(p.line[0]).toEqual([p.start.lon, p.start.lat]);
    expect(p.line[p.line.length - 1]).toEqual([p.finish.lon, p.finish.lat]);
    for (const [lon, lat] of p.line) {
      expect(lat).toBeGreaterThanOrEqual(p.bbox.minLat);
      expect(lat).toBeLessThanOrEqual(p.bbox.maxLat);
      expect(lon).toBeGreaterThanOrEqual(p.bbox.minLon);
      expect(lon).toBeLessThanOrEqual(p.bbox.maxLon);
    }
    // Plain data: survives JSON unchanged (it is stored as JSON and sent to the browser).
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it.each(FIXTURES.filter((f) => f.elevation))('$file: starts and finishes within 1 m of the file’s own elevations', ({ file, format }) => {
    const bytes = new Uint8Array(readFileSync(path.join(DIR, file)));
    const track = format === 'gpx' ? readGpx(bytes) : readKml(format === 'kmz' ? extractMainKml(bytes, 50e6) : bytes);
    const e = profile(file).elevation;
    expect(Math.abs(e.startM - track.ele[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(e.finishM - track.ele[track.count - 1]!)).toBeLessThanOrEqual(1);
  });

  it.each([
    // File's own point-to-point climb → the least the profile must keep (rolling DEM profiles keep ≥ 85 %).
    ['boston-marathon.gpx', 188, 160],
    ['berlin-marathon.gpx', 34, 29],
    ['tokyo-marathon-route.gpx', 115, 70],
  ])('%s: keeps its real climbs (file %d m, kept ≥ %d m)', (file, _raw, least) => {
    expect(profile(file).elevation.gainM).toBeGreaterThanOrEqual(least);
  });

  it.each([
    ['boston-marathon.gpx', 'Boston Marathon 2025 - 42.195 km'], // GPX 1.1 metadata name
    ['tokyo-marathon-route.gpx', 'Tokyo marathon'], // a route's name
    ['berlin-marathon-aid-stations.kml', 'Berlin Marathon'], // the KML Document's name
    ['berlin-marathon-aid-stations.kmz', 'Berlin Marathon'],
  ])('%s: carries the race name the file gives (%s)', (file, name) => {
    expect(profile(file).name).toBe(name);
  });

  it('shamrock: 16k flat points whose raw noise sums to +418 m keep a gain of a few tens of metres', () => {
    const p = profile('shamrock-marathon-large.gpx');
    expect(p.elevation.gainM).toBeLessThan(80); // the bound is 120 m
    expect(p.elevation.maxM - p.elevation.minM).toBeLessThan(15);
  });

  it('boston: net drop of ~140 m and the Newton hills (km 25 to 34) survive smoothing', () => {
    const p = profile('boston-marathon.gpx');
    expect(p.elevation.startM).toBeGreaterThan(125);
    expect(p.elevation.finishM).toBeLessThan(15);
    expect(p.elevation.startM - p.elevation.finishM).toBeGreaterThan(115);
    expect(p.elevation.startM - p.elevation.finishM).toBeLessThan(150);
    // Lowest point of the Charles-river dip, then Heartbreak Hill's crest.
    const dip = Math.min(...p.samples.elevationM.filter((_, i) => p.samples.distanceM[i]! >= 25_000 && p.samples.distanceM[i]! <= 28_000));
    const crest = Math.max(
      ...p.samples.elevationM.filter((_, i) => p.samples.distanceM[i]! >= 32_000 && p.samples.distanceM[i]! <= 34_500),
    );
    expect(crest - dip).toBeGreaterThan(30);
    expect(gainBetween(p, 25_000, 34_000)).toBeGreaterThan(40);
    // The first 5 km fall steadily from the Hopkinton start.
    expect(elevationAt(p, 0) - elevationAt(p, 5_000)).toBeGreaterThan(50);
  });

  it('granada: a hilly half marathon stays hilly', () => {
    const p = profile('granada-half-marathon.gpx');
    expect(p.elevation.gainM).toBeGreaterThan(150);
    expect(p.elevation.maxM - p.elevation.minM).toBeGreaterThan(50);
  });

  it('madrid: spikes and the 885 m altimeter excursion are rejected', () => {
    const p = profile('madrid-marathon-noisy.gpx');
    expect(p.elevation.maxM).toBeLessThan(800);
    expect(p.elevation.maxM).toBeGreaterThan(700);
    expect(p.elevation.minM).toBeGreaterThan(560);
    expect(p.elevation.minM).toBeLessThan(600);
    // Where the raw file climbs from 588 m to 885 m in 800 m (km 38.8 to 39.6).
    expect(elevationAt(p, 39_600)).toBeLessThan(800);
  });

  it('berlin without <ele>: accepted, flat, same course as with elevation', () => {
    const flat = profile('berlin-marathon-no-elevation.gpx');
    const real = profile('berlin-marathon.gpx');
    expect(flat.samples.elevationM.every((e) => e === 0)).toBe(true);
    expect(flat.grades.every((g) => g === 0)).toBe(true);
    expect(flat.elevation).toEqual({ gainM: 0, lossM: 0, minM: 0, maxM: 0, startM: 0, finishM: 0 });
    expect(flat.distanceM).toBe(real.distanceM);
    expect(real.elevation.minM).toBeGreaterThan(30);
  });

  it('tokyo: a GPX route (rte/rtept) from Shinjuku down to the bay', () => {
    const p = profile('tokyo-marathon-route.gpx');
    expect(p.elevation.startM).toBeGreaterThan(30);
    expect(p.elevation.finishM).toBeLessThan(10);
    expect(p.start.lat).toBeCloseTo(35.6888, 3);
  });

  it('KML and KMZ: the same course with its 16 aid stations, in order along the course', () => {
    const kml = profile('berlin-marathon-aid-stations.kml');
    const kmz = profile('berlin-marathon-aid-stations.kmz');
    expect({ ...kmz, format: 'kml' }).toEqual(kml);
    expect(kml.aidStations).toHaveLength(16);
    const km = kml.aidStations.map((a) => a.distanceM / 1000);
    for (let i = 1; i < km.length; i++) expect(km[i]!).toBeGreaterThan(km[i - 1]!);
    expect(km[0]).toBeGreaterThan(4);
    expect(km[0]).toBeLessThan(6);
    expect(km[km.length - 1]).toBeLessThan(kml.distanceM / 1000);
    expect(kml.aidStations[1]?.name).toBe('Food & First Aid');
  });
});
