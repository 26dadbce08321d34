import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import threads from 'node:worker_threads';
import type * as GeoTiffModule from 'geotiff';
import type { GeoTIFF } from 'geotiff';
import { CourseFileError } from '../../course-files/index.ts';
import type { LatLon } from '../../course-files/index.ts';
import type { TerrainSource } from './terrain-types.ts';

/** One tile's grid, read from its own header: where its pixels lie in latitude and longitude. */
interface TileIndex {
  file: string;
  width: number;
  height: number;
  /** Longitude and latitude of pixel (0, 0)'s centre, and the step to the next column and row (row step < 0 north-up). */
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  noData: number | null;
}

const TILE_EXTENSIONS = /\.tiff?$/i;
/** The tiles' headers, per folder (and its modification time), read once per process (tiles are read-only data). */
const indexes = new Map<string, Promise<TileIndex[]>>();

/**
 * A folder of GeoTIFF tiles in latitude and longitude (e.g. Copernicus GLO-30, one 1° tile per
 * file), read with the `geotiff` package. Every `.tif`/`.tiff` file is a tile (other files, such
 * as a README, are left alone); their headers are read once per process (again when the folder
 * changes) and each point goes to the tile whose bounding box holds it. Only the window of pixels
 * around a tile's points is read (a marathon inside one GLO-30 tile: a few MB, not its 52).
 * Heights are interpolated bilinearly between the four pixel centres around a point; a no-data
 * pixel is left out (the others weighted), four no-data pixels give NaN. A `.tif` that is not a
 * readable GeoTIFF in degrees refuses the whole folder (CourseFileError `terrainBadTile`).
 */
export function geotiffTerrain(dir: string): TerrainSource {
  return {
    kind: 'dir',
    async heights(points: readonly LatLon[]): Promise<Float64Array> {
      const tiles = await tileIndex(dir);
      const out = new Float64Array(points.length).fill(Number.NaN);
      const byTile = new Map<TileIndex, number[]>();
      points.forEach((p, i) => {
        const tile = tiles.find((t) => p.lon >= t.minLon && p.lon <= t.maxLon && p.lat >= t.minLat && p.lat <= t.maxLat);
        if (!tile) return;
        const list = byTile.get(tile) ?? [];
        list.push(i);
        byTile.set(tile, list);
      });
      for (const [tile, indices] of byTile) await sampleTile(tile, points, indices, out);
      return out;
    },
  };
}

/** The folder's tile headers, read again only when the folder changes (a tile added or removed). */
async function tileIndex(dir: string): Promise<TileIndex[]> {
  let key: string;
  try {
    key = `${dir}\0${(await stat(dir)).mtimeMs}`;
  } catch {
    throw new CourseFileError('terrainNoTiles');
  }
  let index = indexes.get(key);
  if (!index) {
    index = readIndex(dir);
    indexes.set(key, index);
    // A folder that failed is read again next time (its tiles may have been fixed).
    index.catch(() => indexes.delete(key));
  }
  return index;
}

async function readIndex(dir: string): Promise<TileIndex[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && TILE_EXTENSIONS.test(e.name)).map((e) => e.name);
  } catch {
    throw new CourseFileError('terrainNoTiles');
  }
  if (names.length === 0) throw new CourseFileError('terrainNoTiles');
  names.sort();
  const tiles: TileIndex[] = [];
  for (const name of names) tiles.push(await readTileHeader(path.join(dir, name)));
  return tiles;
}

/**
 * The `geotiff` package, loaded on first use. It loads `web-worker`, which in a worker thread
 * (the pool this runs in) takes itself for one of its own workers and reads `workerData.mod`:
 * without workerData (piscina passes none) that read throws. An empty one makes it load as on
 * the main thread; no decoder pool is used here anyway.
 */
let geotiffModule: Promise<typeof GeoTiffModule> | undefined;
function geotiff(): Promise<typeof GeoTiffModule> {
  if (!threads.isMainThread && threads.workerData == null) (threads as { workerData: unknown }).workerData = {};
  return (geotiffModule ??= import('geotiff'));
}

async function withTiff<T>(file: string, use: (tiff: GeoTIFF) => Promise<T>): Promise<T> {
  let tiff: GeoTIFF | undefined;
  try {
    tiff = await (await geotiff()).fromFile(file);
    return await use(tiff);
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    throw new CourseFileError('terrainBadTile', { file: path.basename(file) });
  } finally {
    await tiff?.close();
  }
}

function readTileHeader(file: string): Promise<TileIndex> {
  return withTiff(file, async (tiff) => {
    const image = await tiff.getImage();
    const bad = new CourseFileError('terrainBadTile', { file: path.basename(file) });
    const keys = image.getGeoKeys();
    // 1 is a projected system (metres): only latitude and longitude grids are read.
    if (keys?.GTModelTypeGeoKey === 1) throw bad;
    const [ox, oy] = image.getOrigin();
    const [rx, ry] = image.getResolution();
    const width = image.getWidth();
    const height = image.getHeight();
    if (![ox, oy, rx, ry].every((v) => Number.isFinite(v)) || rx === 0 || ry === 0 || width < 1 || height < 1) throw bad;
    // Pixel-is-area (the default): the tie point is the first pixel's corner, its centre half a step in.
    const area = keys?.GTRasterTypeGeoKey !== 2;
    const x0 = ox! + (area ? rx! / 2 : 0);
    const y0 = oy! + (area ? ry! / 2 : 0);
    const [minLon, minLat, maxLon, maxLat] = image.getBoundingBox();
    if (minLon! < -180.5 || maxLon! > 180.5 || minLat! < -90.5 || maxLat! > 90.5) throw bad;
    const noData = image.getGDALNoData();
    return {
      file,
      width,
      height,
      x0,
      y0,
      dx: rx!,
      dy: ry!,
      minLon: minLon!,
      minLat: minLat!,
      maxLon: maxLon!,
      maxLat: maxLat!,
      noData: noData !== null && Number.isFinite(noData) ? noData : null,
    };
  });
}

/** Reads the window of pixels around a tile's points, then interpolates each point in it. */
async function sampleTile(tile: TileIndex, points: readonly LatLon[], indices: number[], out: Float64Array): Promise<void> {
  const col = (p: LatLon) => (p.lon - tile.x0) / tile.dx;
  const row = (p: LatLon) => (p.lat - tile.y0) / tile.dy;
  let c0 = Infinity;
  let c1 = -Infinity;
  let r0 = Infinity;
  let r1 = -Infinity;
  for (const i of indices) {
    const c = col(points[i]!);
    const r = row(points[i]!);
    c0 = Math.min(c0, Math.floor(c));
    c1 = Math.max(c1, Math.floor(c) + 1);
    r0 = Math.min(r0, Math.floor(r));
    r1 = Math.max(r1, Math.floor(r) + 1);
  }
  const clampC = (c: number) => Math.min(tile.width - 1, Math.max(0, c));
  const clampR = (r: number) => Math.min(tile.height - 1, Math.max(0, r));
  const left = clampC(c0);
  const top = clampR(r0);
  const right = clampC(c1);
  const bottom = clampR(r1);
  const w = right - left + 1;
  const raster = await withTiff(tile.file, async (tiff) => {
    const image = await tiff.getImage();
    const [data] = await image.readRasters({ window: [left, top, right + 1, bottom + 1], samples: [0], interleave: false });
    return data as ArrayLike<number>;
  });
  const at = (c: number, r: number) => {
    const v = raster[(clampR(r) - top) * w + (clampC(c) - left)]!;
    return v === tile.noData || !Number.isFinite(v) ? Number.NaN : v;
  };
  for (const i of indices) {
    const c = col(points[i]!);
    const r = row(points[i]!);
    const ci = Math.floor(c);
    const ri = Math.floor(r);
    const fc = c - ci;
    const fr = r - ri;
    let sum = 0;
    let weight = 0;
    for (const [dc, dr, wgt] of [
      [0, 0, (1 - fc) * (1 - fr)],
      [1, 0, fc * (1 - fr)],
      [0, 1, (1 - fc) * fr],
      [1, 1, fc * fr],
    ] as const) {
      const v = at(ci + dc, ri + dr);
      if (Number.isNaN(v) || wgt <= 0) continue;
      sum += v * wgt;
      weight += wgt;
    }
    out[i] = weight > 1e-9 ? sum / weight : Number.NaN;
  }
}
