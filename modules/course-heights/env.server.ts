import path from 'node:path';
import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';
import type { TerrainConfig } from './services/terrain-types.ts';

/** The heights' settings (README: configuration): the terrain model courses may be re-profiled from. */
export const courseHeightsEnvSchema = z.object({
  /** An OpenTopoData-compatible heights API (its dataset's address, e.g. http://localhost:5000/v1/eudem25m); off when unset. */
  TERRAIN_URL: z
    .string()
    .url()
    .refine((value) => /^https?:/i.test(value), 'an http or https address')
    .optional(),
  /** A folder of GeoTIFF tiles in latitude and longitude (e.g. Copernicus GLO-30); used before TERRAIN_URL when both are set. */
  TERRAIN_DIR: z.string().min(1).optional(),
  /** Seconds one call to TERRAIN_URL may take (100 points a call). */
  TERRAIN_TIMEOUT_S: z.coerce.number().positive().max(300).default(10),
});

const courseHeightsEnv = defineEnv(courseHeightsEnvSchema);

/** The terrain model the site may re-profile courses from (issue 26), or null: off by default. */
export function terrainConfig(): TerrainConfig | null {
  const { TERRAIN_DIR, TERRAIN_URL, TERRAIN_TIMEOUT_S } = courseHeightsEnv();
  if (TERRAIN_DIR) return { kind: 'dir', dir: path.resolve(TERRAIN_DIR) };
  if (TERRAIN_URL) return { kind: 'url', url: TERRAIN_URL, timeoutMs: TERRAIN_TIMEOUT_S * 1000 };
  return null;
}
