import type { LatLon } from '../../course-files/index.ts';

/**
 * A terrain model's heights (issue 26 point 2): an OpenTopoData-compatible service
 * (terrain-http.ts) or a folder of GeoTIFF tiles (terrain-geotiff.ts). Off by default: the site
 * asks none unless TERRAIN_URL or TERRAIN_DIR is set (env.server.ts `terrainConfig`).
 */
export interface TerrainSource {
  readonly kind: TerrainConfig['kind'];
  /**
   * The ground height of each point, metres, in the same order; NaN where the model has none
   * (the sea, a hole in the tiles). A service or tile that fails throws a CourseFileError with a
   * `terrain…` code: nothing half-read is used.
   */
  heights(points: readonly LatLon[]): Promise<Float64Array>;
}

/** Which terrain model, as the worker receives it (plain data: it crosses into the worker pool). */
export type TerrainConfig = { kind: 'url'; url: string; timeoutMs: number } | { kind: 'dir'; dir: string };
