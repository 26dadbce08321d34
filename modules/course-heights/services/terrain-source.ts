import type { TerrainConfig, TerrainSource } from './terrain-types.ts';

export type { TerrainConfig, TerrainSource } from './terrain-types.ts';

/** The source a configuration names (its implementation loaded only when used). */
export async function terrainSourceOf(config: TerrainConfig): Promise<TerrainSource> {
  if (config.kind === 'dir') {
    const { geotiffTerrain } = await import('./terrain-geotiff.ts');
    return geotiffTerrain(config.dir);
  }
  const { httpTerrain } = await import('./terrain-http.ts');
  return httpTerrain(config.url, { timeoutMs: config.timeoutMs });
}
