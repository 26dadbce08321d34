import { z } from 'zod';
import { CourseFileError } from '../../course-files/index.ts';
import type { LatLon } from '../../course-files/index.ts';
import type { TerrainSource } from './terrain-types.ts';

/** OpenTopoData answers at most 100 locations a call (its public server and its default self-hosted limit). */
const HTTP_BATCH = 100;

/** OpenTopoData's answer: `{ results: [{ elevation, location: { lat, lng } }], status: "OK" }` (elevation null outside the dataset). */
const answerSchema = z.object({
  status: z.literal('OK'),
  results: z.array(
    z.object({
      elevation: z.number().min(-1000).max(9000).nullable(),
      location: z.object({ lat: z.number(), lng: z.number() }),
    }),
  ),
});

/** Largest answer read (100 results are ~10 KB): a service sending more is not answering the question. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * An OpenTopoData-compatible heights service (https://www.opentopodata.org/api/):
 * `GET {url}?locations=lat,lon|lat,lon…`, 100 points a call, one call after the other (the public
 * server allows one a second; a self-hosted one has no limit). Each call has `timeoutMs`. A
 * failing call, an answer that is not heights or a result out of step with the points asked
 * throws a CourseFileError: the whole profile is refused rather than patched.
 */
export function httpTerrain(url: string, options: { timeoutMs: number; fetch?: typeof fetch }): TerrainSource {
  const get = options.fetch ?? fetch;
  return {
    kind: 'url',
    async heights(points: readonly LatLon[]): Promise<Float64Array> {
      const out = new Float64Array(points.length);
      for (let start = 0; start < points.length; start += HTTP_BATCH) {
        const batch = points.slice(start, start + HTTP_BATCH);
        const heights = await callOnce(get, url, batch, options.timeoutMs);
        out.set(heights, start);
      }
      return out;
    },
  };
}

async function callOnce(get: typeof fetch, url: string, batch: readonly LatLon[], timeoutMs: number): Promise<Float64Array> {
  const address = new URL(url);
  address.searchParams.set('locations', batch.map((p) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`).join('|'));
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await get(address, { signal, headers: { accept: 'application/json' }, redirect: 'error' });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CourseFileError('terrainUnavailable', { reason: `HTTP ${response.status}` });
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new CourseFileError('terrainBadAnswer', { reason: `${length} bytes` });
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    if (signal.aborted) throw new CourseFileError('terrainTimeout', { seconds: Math.round(timeoutMs / 100) / 10 });
    const code = ((error as Error).cause as { code?: unknown } | undefined)?.code;
    throw new CourseFileError('terrainUnavailable', { reason: typeof code === 'string' ? code : 'no connection' });
  }
  if (text.length > MAX_ANSWER_BYTES) throw new CourseFileError('terrainBadAnswer', { reason: `${text.length} bytes` });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CourseFileError('terrainBadAnswer', { reason: 'not JSON' });
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const status = (json as { status?: unknown } | null)?.status;
    const reason = typeof status === 'string' && status !== 'OK' ? status.slice(0, 40) : 'no heights';
    throw new CourseFileError('terrainBadAnswer', { reason });
  }
  const { results } = parsed.data;
  if (results.length !== batch.length) {
    throw new CourseFileError('terrainBadAnswer', { reason: `${results.length} results for ${batch.length} points` });
  }
  const heights = new Float64Array(batch.length);
  results.forEach((result, i) => {
    const asked = batch[i]!;
    // Results come in the order asked; one for another place means the service is not answering this question.
    if (Math.abs(result.location.lat - asked.lat) > 1e-3 || Math.abs(result.location.lng - asked.lon) > 1e-3) {
      throw new CourseFileError('terrainBadAnswer', { reason: 'results for other places' });
    }
    heights[i] = result.elevation ?? Number.NaN;
  });
  return heights;
}
