import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTerrain } from './terrain-http.ts';
import { refusalOf } from '../../../tests/support/terrain-tiles.ts';

/** How the fake OpenTopoData service answers, by the path asked. */
type Behaviour = (locations: Array<[number, number]>, res: ServerResponse) => void;
const calls: Array<{ path: string; count: number }> = [];
const opentopo: Behaviour = (locations, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      results: locations.map(([lat, lng]) => ({
        dataset: 'test',
        elevation: lat > 80 ? null : Math.round(lat * 100 + lng),
        location: { lat, lng },
      })),
      status: 'OK',
    }),
  );
};
const behaviours: Record<string, Behaviour> = {
  '/v1/test': opentopo,
  '/v1/garbage': (_, res) => res.end('<html>Bad gateway</html>'),
  '/v1/invalid': (_, res) => {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: 'Invalid locations', status: 'INVALID_REQUEST' }));
  },
  '/v1/short': (locations, res) => opentopo(locations.slice(1), res),
  '/v1/wrong-place': (locations, res) =>
    opentopo(
      locations.map(([lat, lng]) => [lat + 1, lng]),
      res,
    ),
  '/v1/absurd': (locations, res) =>
    res.end(JSON.stringify({ status: 'OK', results: locations.map(([lat, lng]) => ({ elevation: 1e9, location: { lat, lng } })) })),
  '/v1/slow': () => undefined, // never answers
};

let base = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const locations = (url.searchParams.get('locations') ?? '')
    .split('|')
    .filter(Boolean)
    .map((pair) => pair.split(',').map(Number) as [number, number]);
  calls.push({ path: url.pathname, count: locations.length });
  (behaviours[url.pathname] ?? ((_, r: ServerResponse) => ((r.statusCode = 404), r.end())))(locations, res);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const points = Array.from({ length: 250 }, (_, i) => ({ lat: 45 + i / 1000, lon: 7 + i / 2000 }));

const refusal = (url: string, timeoutMs = 5000) => refusalOf(httpTerrain(url, { timeoutMs }).heights(points));

describe('terrain from an OpenTopoData-compatible service', () => {
  it('asks 100 points a call at most and gives the heights in order', async () => {
    calls.length = 0;
    const heights = await httpTerrain(`${base}/v1/test`, { timeoutMs: 5000 }).heights(points);
    expect(calls.map((c) => c.count)).toEqual([100, 100, 50]);
    points.forEach((p, i) => expect(heights[i]).toBe(Math.round(p.lat * 100 + p.lon)));
  });

  it('gives NaN where the dataset has no height (elevation null)', async () => {
    const heights = await httpTerrain(`${base}/v1/test`, { timeoutMs: 5000 }).heights([
      { lat: 85, lon: 0 },
      { lat: 10, lon: 1 },
    ]);
    expect(heights[0]).toBeNaN();
    expect(heights[1]).toBe(1001);
  });

  it.each([
    ['garbage', 'terrainBadAnswer', { reason: 'not JSON' }],
    ['short', 'terrainBadAnswer', { reason: '99 results for 100 points' }],
    ['wrong-place', 'terrainBadAnswer', { reason: 'results for other places' }],
    ['absurd', 'terrainBadAnswer', { reason: 'no heights' }],
    ['invalid', 'terrainUnavailable', { reason: 'HTTP 400' }],
    ['missing', 'terrainUnavailable', { reason: 'HTTP 404' }],
  ])('refuses a service answering %s with a clear error', async (path, code, params) => {
    const error = await refusal(`${base}/v1/${path}`);
    expect(error.code).toBe(code);
    expect(error.params).toEqual(params);
  });

  it('gives up on a service that does not answer in time', async () => {
    const error = await refusal(`${base}/v1/slow`, 300);
    expect(error.code).toBe('terrainTimeout');
    expect(error.params).toEqual({ seconds: 0.3 });
  });

  it('says so when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await refusal(`http://127.0.0.1:${port}/v1/test`);
    expect(error.code).toBe('terrainUnavailable');
    expect(error.params).toEqual({ reason: 'ECONNREFUSED' });
  });
});
