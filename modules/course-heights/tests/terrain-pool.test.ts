import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import type { TerrainOutcome, TerrainTask } from '../services/heights-worker.ts';
import { riverCourse, riverTile, writeTile } from '../../../tests/support/terrain-tiles.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

/** The re-profile as the server runs it: tiles read in a real worker thread running heights-worker.ts through tsx. */
const pool = testWorkerPool<TerrainTask, TerrainOutcome>(
  { file: 'modules/course-heights/services/heights-worker.ts', maxQueue: 2 },
  async () => (await import('../services/heights-worker.ts')).terrainTask,
);

describe('a course re-profiled from GeoTIFF tiles in a worker thread', () => {
  it('gives the same heights as on this thread, the bridge kept; a broken tile comes back as its refusal', async () => {
    const dir = tempDir('paceband-terrain-pool-');
    writeTile(dir, 'river.tif', riverTile());
    const task: TerrainTask = { kind: 'terrain', course: riverCourse('flat'), terrain: { kind: 'dir', dir } };
    const outcome = await pool.run(task);
    expect(outcome.ok && outcome.correction.bridges.length).toBe(1);
    const inline = await (await import('../services/heights-worker.ts')).terrainTask(task);
    expect(outcome).toEqual(inline);

    writeFileSync(path.join(dir, 'broken.tif'), 'not a tile');
    expect(await pool.run(task)).toEqual({ ok: false, code: 'terrainBadTile', params: { file: 'broken.tif' } });
  });
});
