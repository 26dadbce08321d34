import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { geotiffTerrain } from './terrain-geotiff.ts';
import { httpTerrain } from './terrain-http.ts';
import { MAX_TERRAIN_POINTS, samplePoints, terrainCorrection } from './terrain-profile.ts';
import type { TerrainSource } from './terrain-types.ts';
import { groundAtM, refusalOf, RIVER, riverCourse, riverTile, terrainAtM, writeTile } from '../../../tests/support/terrain-tiles.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

const tileDir = tempDir('paceband-river-');
writeTile(tileDir, 'river.tif', riverTile());
const tiles = geotiffTerrain(tileDir);

/** Height of a profile at a distance (nearest step). */
const at = (p: { samples: { distanceM: number[]; elevationM: number[] } }, m: number) =>
  p.samples.elevationM[Math.round((m / p.samples.distanceM[p.samples.distanceM.length - 1]!) * (p.samples.distanceM.length - 1))]!;

describe('re-profiling a course from the terrain', () => {
  it('takes the hill from the tile and keeps the file’s level bridge over the river', async () => {
    const file = riverCourse('bridge');
    const { profile, bridges, runs } = await terrainCorrection({ ...file, samples: { ...file.samples } }, tiles);
    expect(runs).toEqual([]);
    expect(bridges).toHaveLength(1);
    expect(bridges[0]!.fromM).toBeLessThanOrEqual(RIVER.valleyFromM + 60);
    expect(bridges[0]!.toM).toBeGreaterThanOrEqual(RIVER.valleyToM - 60);
    expect(profile.quality).toMatchObject({ source: 'terrain', bridges: 1, pointsWithHeight: profile.quality!.pointCount });
    // The bridge deck, not the river 25 m below: the middle of the crossing stays at the banks' height.
    const middle = (RIVER.valleyFromM + RIVER.valleyToM) / 2;
    expect(Math.abs(at(profile, middle) - groundAtM(middle))).toBeLessThan(2);
    // The hill is the tile's.
    expect(Math.abs(profile.elevation.maxM - 80)).toBeLessThan(2);
    expect(profile.samples.distanceM).toEqual(file.samples.distanceM);
    expect(profile.line).toEqual(file.line);
  });

  it('gives a flattened file its hill from the tile, and still keeps its level bridge (only the bridge)', async () => {
    const { profile, bridges } = await terrainCorrection(riverCourse('flat'), tiles);
    expect(bridges).toHaveLength(1);
    // The stretch may reach a little up the hill's foot (the flat file stands above the terrain there too).
    expect(bridges[0]!.fromM).toBeGreaterThan(RIVER.valleyFromM - 500);
    expect(bridges[0]!.toM).toBeLessThan(RIVER.valleyToM + 500);
    const middle = (RIVER.valleyFromM + RIVER.valleyToM) / 2;
    expect(Math.abs(at(profile, middle) - groundAtM(middle))).toBeLessThan(2);
    expect(Math.abs(at(profile, 3500) - 80)).toBeLessThan(2);
    expect(profile.elevation.gainM).toBeGreaterThan(25);
  });

  it('follows the terrain down the valley when the file does too, and when the file has no heights', async () => {
    for (const heights of ['valley', null] as const) {
      const { profile, bridges } = await terrainCorrection(riverCourse(heights), tiles);
      expect(bridges).toEqual([]);
      const middle = (RIVER.valleyFromM + RIVER.valleyToM) / 2;
      expect(Math.abs(at(profile, middle) - terrainAtM(middle))).toBeLessThan(3);
      expect(profile.hasElevation).toBe(true);
    }
  });

  it('samples the line every ~30 m, capped', () => {
    const file = riverCourse('bridge');
    const { points, alongM } = samplePoints(file);
    expect(points).toHaveLength(Math.ceil(file.distanceM / 30) + 1);
    expect(alongM[alongM.length - 1]).toBeCloseTo(file.distanceM, 6);
    expect(points[0]!.lon).toBeCloseTo(RIVER.startLon, 6);
    expect(samplePoints({ line: file.line, distanceM: 1_000_000 }).points).toHaveLength(MAX_TERRAIN_POINTS);
  });

  it('refuses a course the model does not cover, and keeps nothing from a failing source', async () => {
    const elsewhere = tempDir('paceband-elsewhere-');
    writeTile(elsewhere, 'alps.tif', { ...riverTile(), west: 7, north: 46 });
    const error = await refusalOf(terrainCorrection(riverCourse('bridge'), geotiffTerrain(elsewhere)));
    expect([error.code, error.params]).toEqual(['terrainNoCoverage', { percent: 100 }]);

    writeFileSync(path.join(elsewhere, 'junk.tif'), 'GIF89a');
    expect((await refusalOf(terrainCorrection(riverCourse('bridge'), geotiffTerrain(elsewhere)))).code).toBe('terrainBadTile');

    const failing: TerrainSource = httpTerrain('http://127.0.0.1:9/v1/none', { timeoutMs: 1000 });
    expect((await refusalOf(terrainCorrection(riverCourse('bridge'), failing))).code).toBe('terrainUnavailable');
  });
});
