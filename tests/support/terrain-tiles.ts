/** Test builders for the terrain model: a GeoTIFF tile written by the test and a course with a bridge over a river. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { expect } from 'vitest';
import { buildCourseProfile } from '../../modules/course-files/index.ts';
import { CourseFileError } from '../../modules/course-files/index.ts';
import type { CourseProfile } from '../../modules/course-files/index.ts';
import { gpxBytes, linePoints } from './synthetic-courses.ts';

export interface TileSpec {
  west: number;
  north: number;
  /** Degrees per pixel, east and south. */
  dx: number;
  dy: number;
  width: number;
  height: number;
  /** Ground height at a pixel centre. */
  heightAt: (lon: number, lat: number) => number;
  noData?: number;
}

/** A single-band Float32 GeoTIFF in WGS 84 degrees (pixel is area), as GLO-30 tiles are. */
function tileBytes(spec: TileSpec): ArrayBuffer {
  const values = new Float32Array(spec.width * spec.height);
  for (let r = 0; r < spec.height; r++) {
    for (let c = 0; c < spec.width; c++) {
      values[r * spec.width + c] = spec.heightAt(spec.west + (c + 0.5) * spec.dx, spec.north - (r + 0.5) * spec.dy);
    }
  }
  return writeArrayBuffer(values, {
    width: spec.width,
    height: spec.height,
    ModelPixelScale: [spec.dx, spec.dy, 0],
    ModelTiepoint: [0, 0, 0, spec.west, spec.north, 0],
    GeographicTypeGeoKey: 4326,
    GTModelTypeGeoKey: 2,
    GTRasterTypeGeoKey: 1,
    ...(spec.noData === undefined ? {} : { GDAL_NODATA: `${spec.noData}\0` }),
  });
}

export function writeTile(dir: string, name: string, spec: TileSpec): string {
  const file = path.join(dir, name);
  writeFileSync(file, new Uint8Array(tileBytes(spec)));
  return file;
}

/**
 * The river course: 5 km heading east from 52.5° N 13.3° E (10 m points), over ground that rises
 * 30 m to a hill at km 3.5, crossing a river valley 25 m deep between km 1.6 and 2.2 on a bridge.
 * `terrainAt` is the ground (the valley included); the course file holds the bridge level (its
 * heights are the ground's, the valley left out), as a route planner draws a bridge.
 */
export const RIVER = {
  startLon: 13.3,
  lat: 52.5,
  /** metres per degree of longitude at 52.5° N, as linePoints uses */
  mPerDeg: 67_900,
  lengthM: 5000,
  valleyFromM: 1600,
  valleyToM: 2200,
  valleyDepthM: 25,
};

/** Ground without the river: 50 m, a smooth hill of 30 m centred on km 3.5. */
export function groundAtM(x: number): number {
  return 50 + 30 * Math.exp(-(((x - 3500) / 700) ** 2));
}

/** Ground with the river valley (a smooth trough, steep banks). */
export function terrainAtM(x: number): number {
  const mid = (RIVER.valleyFromM + RIVER.valleyToM) / 2;
  const half = (RIVER.valleyToM - RIVER.valleyFromM) / 2;
  const u = Math.abs(x - mid) / half;
  const valley = u >= 1 ? 0 : RIVER.valleyDepthM * (1 - u ** 4);
  return groundAtM(x) - valley;
}

/** The terrain as a function of position (constant across latitude: the river runs north–south). */
function riverTerrain(lon: number): number {
  return terrainAtM((lon - RIVER.startLon) * RIVER.mPerDeg);
}

/** A tile holding the river course with a margin, 1 arc-second pixels (~19 m east, 31 m north). */
export function riverTile(extra: Partial<TileSpec> = {}): TileSpec {
  const dx = 1 / 3600;
  return {
    west: RIVER.startLon - 0.01,
    north: RIVER.lat + 0.01,
    dx,
    dy: dx,
    width: Math.ceil((RIVER.lengthM / RIVER.mPerDeg + 0.02) / dx),
    height: Math.ceil(0.02 / dx),
    heightAt: (lon) => riverTerrain(lon),
    ...extra,
  };
}

/**
 * The course file: `bridge` the ground's heights (the bridge held level), `valley` the terrain's
 * (no bridge), `flat` 50 m all along (a route planner's flattened heights: no hill, a level
 * bridge), null no heights.
 */
export function riverCourse(heights: 'bridge' | 'valley' | 'flat' | null = 'bridge'): CourseProfile {
  const shapes = { bridge: groundAtM, valley: terrainAtM, flat: () => 50 };
  const ele = heights === null ? undefined : (i: number) => shapes[heights](i * 10);
  return buildCourseProfile(gpxBytes(linePoints(RIVER.lengthM / 10 + 1, { stepM: 10, ...(ele ? { ele } : {}) })), 'river.gpx');
}

/** The CourseFileError a terrain call is refused with (the test fails if it succeeds or throws anything else). */
export async function refusalOf(promise: Promise<unknown>): Promise<CourseFileError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourseFileError);
  return error as CourseFileError;
}
