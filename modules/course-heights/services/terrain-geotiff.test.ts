import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { geotiffTerrain } from './terrain-geotiff.ts';
import { refusalOf, writeTile } from '../../../tests/support/terrain-tiles.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

const freshDir = () => tempDir('paceband-tiles-');

/** A plane: height = 100 + 1000·(lon − 7) + 2000·(lat − 45), exact under bilinear interpolation. */
const plane = (lon: number, lat: number) => 100 + 1000 * (lon - 7) + 2000 * (lat - 45);

const refusal = refusalOf;

describe('terrain from GeoTIFF tiles', () => {
  it('interpolates bilinearly between pixel centres and picks the tile that holds each point', async () => {
    const dir = freshDir();
    // Two tiles side by side, 0.01° pixels: west 7.0–7.5, east 7.5–8.0.
    writeTile(dir, 'west.tif', { west: 7, north: 45.5, dx: 0.01, dy: 0.01, width: 50, height: 50, heightAt: plane });
    writeTile(dir, 'east.tiff', { west: 7.5, north: 45.5, dx: 0.01, dy: 0.01, width: 50, height: 50, heightAt: plane });
    writeFileSync(path.join(dir, 'SOURCES.md'), 'synthetic tiles for a test\n');
    const points = [
      { lat: 45.2, lon: 7.1 },
      { lat: 45.123, lon: 7.3337 },
      { lat: 45.4, lon: 7.77 },
      { lat: 45.0551, lon: 7.9012 },
    ];
    const heights = await geotiffTerrain(dir).heights(points);
    points.forEach((p, i) => expect(heights[i]).toBeCloseTo(plane(p.lon, p.lat), 2));
  });

  it('answers NaN outside every tile and leaves no-data pixels out of the interpolation', async () => {
    const dir = freshDir();
    // The western half of the tile is no data (-9999); the eastern half is 200 m.
    writeTile(dir, 'half.tif', {
      west: 7,
      north: 45.1,
      dx: 0.01,
      dy: 0.01,
      width: 10,
      height: 10,
      noData: -9999,
      heightAt: (lon) => (lon < 7.05 ? -9999 : 200),
    });
    const heights = await geotiffTerrain(dir).heights([
      { lat: 45.05, lon: 7.0505 }, // between a no-data column and a 200 m one
      { lat: 45.05, lon: 7.02 }, // no data all round
      { lat: 46, lon: 7.05 }, // outside the tile
    ]);
    expect(heights[0]).toBeCloseTo(200, 5);
    expect(heights[1]).toBeNaN();
    expect(heights[2]).toBeNaN();
  });

  it('refuses a folder whose .tif file is not a GeoTIFF, naming it', async () => {
    const dir = freshDir();
    writeTile(dir, 'good.tif', { west: 7, north: 45.1, dx: 0.01, dy: 0.01, width: 10, height: 10, heightAt: () => 5 });
    writeFileSync(path.join(dir, 'broken.tif'), '<html>not a tile</html>');
    const error = await refusal(geotiffTerrain(dir).heights([{ lat: 45.05, lon: 7.05 }]));
    expect(error.code).toBe('terrainBadTile');
    expect(error.params).toEqual({ file: 'broken.tif' });
  });

  it('refuses a folder without tiles, or missing', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'README.txt'), 'no tiles here');
    expect((await refusal(geotiffTerrain(dir).heights([{ lat: 1, lon: 1 }]))).code).toBe('terrainNoTiles');
    expect((await refusal(geotiffTerrain(path.join(dir, 'nope')).heights([{ lat: 1, lon: 1 }]))).code).toBe('terrainNoTiles');
  });
});
