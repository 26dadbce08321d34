// First, as in the server bundle: the band builder's schemas exist before the OpenAPI extension loads.
import '../../band-builder/index.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hostApi } from '../../../tests/support/host-api.ts';
import type { ApiContribution } from '../../../src/host/module-contract.ts';
import { createPublicApi, docsApi } from '../api.ts';
import { publicApiModule } from '../module.ts';

const ORIGIN = 'http://localhost:3000';
const COURSE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/boston-marathon.gpx');

/** The module's mounts behind the host's own policy and error shape, as `npm start` serves them. */
function hostWith(mounts: readonly ApiContribution[]) {
  const host = hostApi(mounts);
  return (url: string, init: RequestInit = {}, ip = '8.8.8.8') =>
    host.request(`${ORIGIN}${url}`, init, { incoming: { socket: { remoteAddress: ip } } });
}

const call = hostWith(publicApiModule.api);

type Schema = { $ref?: string; example?: unknown; properties?: Record<string, Schema>; format?: string; required?: string[] };
type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: 'query' | 'path'; required?: boolean; schema: Schema & { enum?: string[]; example?: string } }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

describe('public API, driven by its own OpenAPI document', async () => {
  const docResponse = await call('/api/docs');
  const doc = (await docResponse.json()) as Document;
  const resolve = (schema: Schema): Schema => (schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema);

  it('serves an OpenAPI 3.1 document with every operation', () => {
    expect(docResponse.status).toBe(200);
    expect(docResponse.headers.get('content-type')).toMatch(/application\/json/);
    expect(doc.servers[0]!.url).toBe('/api/v1');
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.sort()).toEqual([
      'locateVisitor',
      'planSplits',
      'planSplitsForCourseFile',
      'predictTimes',
      'renderBand',
      'watchFit',
      'watchGpx',
    ]);
  });

  /**
   * Every operation, with every value of an enumerated path parameter, called with the document's own examples.
   * The GPX course needs a public course, which this database-free test has not: modules/watch/tests covers it.
   */
  const calls = Object.entries(doc.paths)
    .filter(([template]) => template !== '/bands/gpx')
    .flatMap(([template, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const pathParam = op.parameters?.find((p) => p.in === 'path');
        const values = pathParam ? (pathParam.schema.enum ?? [pathParam.schema.example!]) : [''];
        return values.map((value) => ({ method, op, url: template.replace(/\{\w+\}/, value), label: `${op.operationId} ${value}`.trim() }));
      }),
    );

  it.each(calls)('$label answers 200 with a documented type', async ({ method, op, url }) => {
    const query = new URLSearchParams();
    for (const p of op.parameters ?? [])
      if (p.in === 'query' && p.schema.example !== undefined) query.set(p.name, String(p.schema.example));
    const init: RequestInit = { method: method.toUpperCase(), headers: { origin: 'https://other-tool.example' } };
    const content = op.requestBody?.content ?? {};
    if (content['application/json']) {
      const example = resolve(content['application/json'].schema).example;
      expect(example, `${op.operationId} documents an example body`).toBeDefined();
      init.body = JSON.stringify(example);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    } else if (content['multipart/form-data']) {
      const form = new FormData();
      for (const [name, prop] of Object.entries(resolve(content['multipart/form-data'].schema).properties ?? {})) {
        if (prop.format === 'binary') form.append(name, new File([readFileSync(COURSE)], 'boston-marathon.gpx'));
        else form.append(name, String(prop.example));
      }
      init.body = form;
    }
    const response = await call(`${doc.servers[0]!.url}${url}${query.size ? `?${query}` : ''}`, init);
    const body = response.headers.get('content-type')?.includes('json') ? await response.clone().json() : null;
    expect(response.status, JSON.stringify(body)).toBe(200);
    const documented = Object.keys(op.responses['200']!.content ?? {});
    expect(documented.some((type) => response.headers.get('content-type')!.startsWith(type))).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    if (body) {
      const schema = resolve(op.responses['200']!.content!['application/json']!.schema);
      for (const key of schema.required ?? []) expect(body).toHaveProperty(key);
    }
    if (url.endsWith('/pdf')) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    if (url.endsWith('/png')) expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    if (url.endsWith('/svg')) expect(new TextDecoder().decode(bytes)).toContain('<svg');
    if (url.endsWith('/fit')) expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('.FIT');
  });
});

/** The IHDR width and the pHYs resolution (dots per inch) of a PNG, read from its bytes. */
const pngWidth = (png: Uint8Array) => new DataView(png.buffer, png.byteOffset).getUint32(16);
function pngDpi(png: Uint8Array): number | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'pHYs') return view.getUint32(at + 8) * 0.0254;
  }
  return null;
}

describe('public API answers', () => {
  const json = (body: unknown, lang = 'en') => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });

  it('draws every goal time as PNG at the asked dpi, as the site does: a ZIP of PNGs that say their resolution', async () => {
    const body = { plan: { bands: [{ goal: '45:00' }, { goal: '50:00' }], distanceM: 10000 }, band: { title: 'Park' } };
    const response = await call('/api/v1/bands/png?dpi=600', json(body));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('pace-band-park.zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['pace-band-park-1-45-00.png', 'pace-band-park-2-50-00.png']);
    for (const png of Object.values(files)) {
      expect(pngDpi(png)).toBeCloseTo(600, 1);
      expect(pngWidth(png)).toBe(Math.round((3 / 2.54) * 600));
    }
    const one = await call('/api/v1/bands/png', json({ plan: { bands: [{ goal: '45:00' }], distanceM: 10000 } }));
    expect(one.headers.get('content-type')).toBe('image/png');
    expect(pngDpi(new Uint8Array(await one.arrayBuffer()))).toBeCloseTo(300, 1);
    const wrong = await call('/api/v1/bands/png?dpi=72', json(body));
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      dpi: ['The resolution must be 150, 300, or 600 dpi.'],
    });
    // In the caller's language, with the values it allows.
    const french = await call('/api/v1/bands/png?dpi=72&lang=fr', json(body));
    expect(((await french.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      dpi: ['La résolution doit être de 150, 300 ou 600 dpi.'],
    });
  });

  it('documents the dpi parameter of the band files', async () => {
    const doc = (await (await docsApi.request('/')).json()) as {
      paths: Record<string, { post: { parameters: Array<{ name: string; in: string; schema: { enum?: string[] } }> } }>;
    };
    const dpi = doc.paths['/bands/{format}']!.post.parameters.find((p) => p.name === 'dpi');
    expect(dpi).toMatchObject({ in: 'query', schema: { enum: ['150', '300', '600'] } });
  });

  it('plans the splits of a distance: the finish row is the goal', async () => {
    const response = await call('/api/v1/plan', json({ plan: { bands: [{ goal: '50:00' }], distanceM: 10000 } }));
    const { plans } = (await response.json()) as {
      plans: Array<{ totalSeconds: number; rows: Array<{ kind: string; elapsedSeconds: number }> }>;
    };
    expect(plans[0]!.totalSeconds).toBe(3000);
    expect(plans[0]!.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: 3000 });
  });

  it('refuses invalid settings with the build page messages, in the asked language', async () => {
    const response = await call('/api/v1/plan?lang=fr', json({ plan: { bands: [{ goal: 'soon' }], distanceM: 10000 } }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['plan.bands.0.goal']);
    expect(body.message).toBe(body.errors['plan.bands.0.goal']![0]);
    expect(body.message).toMatch(/soon/);
    expect(body.message).not.toBe('goalFormat');
  });

  it("refuses 'mine' (a member's own hill model) with a message on the field: this API reads no session", async () => {
    const response = await call(
      '/api/v1/plan?lang=es',
      json({ plan: { bands: [{ goal: '50:00' }], distanceM: 10000, effortModel: 'mine' } }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['plan.effortModel']);
    expect(body.message).toMatch(/Mis cuestas/);
  });

  it('refuses a file that is not a course, by field', async () => {
    const form = new FormData();
    form.append('file', new File(['not xml at all'], 'course.gpx'));
    form.append('plan', JSON.stringify({ bands: [{ goal: '3:45:00' }] }));
    const response = await call('/api/v1/plan/course-file', { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['file']);
  });

  it('predicts with the predictor page checks and messages', async () => {
    const ok = (await (await call('/api/v1/predict?distance=10k&time=40:00&sex=m')).json()) as {
      rows: Array<{ key: string; seconds: number }>;
    };
    expect(ok.rows.find((r) => r.key === '10k')!.seconds).toBeCloseTo(2400, 0);
    const bad = await call('/api/v1/predict?distance=10k&time=5:00&sex=m&lang=es');
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['time']);
  });

  it("predicts without a sex, as the page does, and says which values a closed list takes, in the caller's language", async () => {
    const noSex = await call('/api/v1/predict?distance=marathon&time=3:30:00');
    expect(noSex.status).toBe(200);
    const rows = ((await noSex.json()) as { rows: Array<{ key: string; secondsPerKm: number }> }).rows;
    const pace = (key: string) => rows.find((r) => r.key === key)!.secondsPerKm;
    // A 50 km is not run at marathon pace: the road standards make it about 3 % slower a kilometre.
    expect(pace('50k') / pace('marathon')).toBeGreaterThan(1.03);
    const badSex = await call('/api/v1/predict?distance=10k&time=40:00&sex=x&lang=fr');
    expect(badSex.status).toBe(422);
    expect(await badSex.json()).toEqual({ message: 'Choisissez parmi : m, f.', errors: { sex: ['Choisissez parmi : m, f.'] } });
    const badAlgo = await call('/api/v1/predict?distance=10k&time=40:00&algo=magic&lang=it');
    expect(((await badAlgo.json()) as { errors: Record<string, string[]> }).errors.algo?.[0]).toBe(
      'Scegli tra: average, riegel, cameron, vdot.',
    );
  });

  it("locates the caller's country offline", async () => {
    expect(await (await call('/api/v1/geo', {}, '2a01:cb00::1')).json()).toMatchObject({ iso_code: 'FR', country: 'France' });
  });

  it('limits each client per minute (429 with Retry-After)', async () => {
    const limited = hostWith([{ prefix: '/v1', app: createPublicApi({ rateLimitMax: 2 }) as unknown as Hono, stateless: true }]);
    expect((await limited('/api/v1/geo', {}, '10.9.9.9')).status).toBe(200);
    expect((await limited('/api/v1/geo', {}, '10.9.9.9')).status).toBe(200);
    const third = await limited('/api/v1/geo', {}, '10.9.9.9');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited('/api/v1/geo', {}, '10.9.9.10')).status).toBe(200);
  });

  it('serves the document from the same app as the routes', async () => {
    const response = await docsApi.request('/');
    expect(response.headers.get('cache-control')).toMatch(/max-age/);
  });
});
