/**
 * The OpenAPI document matches the server (issue 28): it is a valid OpenAPI 3.1 document
 * (@seriousme/openapi-schema-validator, the official schemas); it lists the answers the host
 * really gives (413, 415, 429 and 503 with Retry-After); its request schemas are as strict as the
 * server's checks: each bound is sent to the server and checked against the document's schema,
 * and both must agree; `lang` takes any language tag.
 */
// First, as in the server bundle: the band builder's schemas exist before the OpenAPI extension loads.
import '../../band-builder/index.ts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { hostApi } from '../../../tests/support/host-api.ts';
import { openApiDocument } from '../api.ts';
import { publicApiModule } from '../module.ts';

type Json = Record<string, unknown>;
type Operation = { operationId: string; requestBody?: unknown; responses: Record<string, { headers?: Json; content?: Json }> };

const document = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Operation>> };
const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
const host = hostApi(publicApiModule.api);

const call = (path: string, init: RequestInit = {}) =>
  host.request(`http://localhost:3000${path}`, init, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s documents 429 and 503 with Retry-After', (_id, op) => {
    for (const status of ['429', '503']) {
      expect(op.responses[status], status).toBeDefined();
      expect(op.responses[status]!.headers?.['Retry-After'], status).toBeDefined();
      expect(op.responses[status]!.content?.['application/json'], status).toBeDefined();
    }
  });

  it.each(operations.filter((op) => op.requestBody).map((op) => [op.operationId, op] as const))(
    '%s documents what a body may get: 400, 413, 415, 422',
    (_id, op) => {
      for (const status of ['400', '413', '415', '422']) expect(op.responses[status], status).toBeDefined();
    },
  );

  it('the server gives the documented 413 and 415 for a body', async () => {
    expect((await call('/api/v1/plan', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    expect((await post('/api/v1/plan', { pad: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });

  it.each([
    ['en', 'This call does not take a body of this Content-Type: see /api/docs for the one it takes.'],
    ['fr-CA', 'Cet appel ne prend pas de corps de ce Content-Type : voyez dans /api/docs celui qu’il prend.'],
    ['es', 'Esta llamada no acepta un cuerpo con este Content-Type: consulte en /api/docs el que acepta.'],
    ['it', 'Questa chiamata non accetta un corpo con questo Content-Type: vedete in /api/docs quello che accetta.'],
  ])('a 415 answers in the caller’s language (lang=%s), not the validator’s English', async (lang, message) => {
    const response = await call(`/api/v1/plan?lang=${lang}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message, errors: {} });
    const form = await call('/api/v1/bands/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'accept-language': lang },
      body: '<x/>',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { message: string }).message).toBe(message);
  });
});

describe('lang takes any language tag', () => {
  const badTime = '/api/v1/predict?distance=10k&time=5:00&sex=m';

  it.each([
    ['de', 'en'],
    ['fr-CA', 'fr'],
    ['ES', 'es'],
    ['it-IT', 'it'],
    ['x-klingon', 'en'],
  ])('lang=%s answers in %s (never a 422 for the tag itself)', async (tag, locale) => {
    const english = (await (await call(`${badTime}&lang=en`)).json()) as { message: string };
    const expected = (await (await call(`${badTime}&lang=${locale}`)).json()) as { message: string };
    const response = await call(`${badTime}&lang=${encodeURIComponent(tag)}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['time']);
    expect(body.message).toBe(expected.message);
    if (locale !== 'en') expect(body.message).not.toBe(english.message);
    expect((await call(`/api/v1/predict?distance=10k&time=40:00&sex=m&lang=${encodeURIComponent(tag)}`)).status).toBe(200);
  });

  it('a plan refused with lang=fr-CA reads French', async () => {
    const response = await post('/api/v1/plan?lang=fr-CA', { plan: { bands: [], distanceM: 10000 } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/objectif|bracelet/i);
  });
});

describe('request schemas as strict as the server', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, validateSchema: false });
  ajv.addSchema({ ...document, $id: 'https://paceband.test/openapi.json' });
  const schema = (name: string) => ajv.getSchema(`https://paceband.test/openapi.json#/components/schemas/${name}`)!;
  const plan = (extra: Json) => ({ plan: { bands: [{ goal: '50:00' }], distanceM: 10000, ...extra } });
  const band = (extra: Json) => ({ plan: { bands: [{ goal: '50:00' }], distanceM: 10000 }, band: extra });
  const size = (extra: Json) => band({ size: extra });
  const style = (extra: Json) => band({ style: extra });
  const bands = (n: number) => Array.from({ length: n }, () => ({ goal: '50:00' }));
  const walk = (extra: Json) => ({ walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 }, ...extra });

  const planProbes: Array<[string, Json, boolean]> = [
    ['no band', plan({ bands: [] }), false],
    ['20 bands', plan({ bands: bands(20) }), true],
    ['21 bands', plan({ bands: bands(21) }), false],
    ['100 copies', plan({ bands: [{ goal: '50:00', count: 100 }] }), true],
    ['101 copies', plan({ bands: [{ goal: '50:00', count: 101 }] }), false],
    ['no copy', plan({ bands: [{ goal: '50:00', count: 0 }] }), false],
    ['half a copy', plan({ bands: [{ goal: '50:00', count: 1.5 }] }), false],
    ['a goal in seconds', plan({ bands: [{ goal: 3000 }] }), true],
    ['a goal in fractional seconds', plan({ bands: [{ goal: 3000.5 }] }), false],
    ['a goal of 0 s', plan({ bands: [{ goal: 0 }] }), false],
    ['a goal with spaces around', plan({ bands: [{ goal: ' 50:00 ' }] }), true],
    ['a goal without seconds', plan({ bands: [{ goal: '50' }] }), false],
    ['a goal with 60 minutes', plan({ bands: [{ goal: '1:60:00' }] }), false],
    ['1 km', plan({ distanceM: 1000, bands: [{ goal: '5:00' }] }), true],
    ['999 m', plan({ distanceM: 999, bands: [{ goal: '5:00' }] }), false],
    ['250 km', plan({ distanceM: 250_000, bands: [{ goal: '30:00:00' }] }), true],
    ['250.001 km', plan({ distanceM: 250_001, bands: [{ goal: '30:00:00' }] }), false],
    ['rows every 0.5 km', plan({ every: 0.5 }), true],
    ['rows every 0 km', plan({ every: 0 }), false],
    ['rows by terrain with marks', plan({ rowsBy: 'terrain', terrainMarks: true }), true],
    ['rows by hills', plan({ rowsBy: 'hills' }), false],
    ['uphill effort 2', plan({ uphillEffort: 2 }), true],
    ['uphill effort 2.1', plan({ uphillEffort: 2.1 }), false],
    ['uphill effort −0.1', plan({ uphillEffort: -0.1 }), false],
    ['downhill effort 1.5', plan({ downhillEffort: 1.5 }), true],
    ['downhill effort 1.6', plan({ downhillEffort: 1.6 }), false],
    ['a negative split of 10 %', plan({ negativeSplitPercent: 10 }), true],
    ['a positive split of 10 %', plan({ negativeSplitPercent: -10 }), true],
    ['a negative split of 10.5 %', plan({ negativeSplitPercent: 10.5 }), false],
    ['45 °C race day', plan({ conditions: { temperature: 45, dewPoint: 20 } }), true],
    ['46 °C race day', plan({ conditions: { temperature: 46, dewPoint: 20 } }), false],
    ['113 °F race day', plan({ conditions: { temperature: 113, dewPoint: 60, scale: 'F' } }), true],
    ['114 °F race day', plan({ conditions: { temperature: 114, dewPoint: 60, scale: 'F' } }), false],
    ['a dew point of −31 °C', plan({ conditions: { temperature: 0, dewPoint: -31 } }), false],
    ['a fade of 120 s', plan({ fade: { after: 5, secondsPerUnit: 120 } }), true],
    ['a fade of 121 s', plan({ fade: { after: 5, secondsPerUnit: 121 } }), false],
    ['a fade from 0', plan({ fade: { after: 0, secondsPerUnit: 10 } }), false],
    ['a slow start without a length', plan({ start: { kind: 'slow' } }), false],
    ['a slow start over 1 km', plan({ start: { kind: 'slow', over: 1 } }), true],
    ['a regular finish, any length', plan({ finish: { kind: 'regular', over: -1 } }), true],
    ['walk breaks of 600 s', plan(walk({ walk: { kind: 'duration', runMinutes: 9, walkSeconds: 600 } })), true],
    ['walk breaks of 601 s', plan(walk({ walk: { kind: 'duration', runMinutes: 9, walkSeconds: 601 } })), false],
    ['walk breaks of 0.5 s', plan(walk({ walk: { kind: 'duration', runMinutes: 9, walkSeconds: 0.5 } })), false],
    ['running 0.9 min between breaks', plan(walk({ walk: { kind: 'duration', runMinutes: 0.9, walkSeconds: 30 } })), false],
    ['a break every 0.1 km', plan({ bands: [{ goal: '1:30:00' }], walk: { kind: 'distance', every: 0.1, walkSeconds: 1 } }), true],
    ['a break every 0.09 km', plan({ bands: [{ goal: '1:30:00' }], walk: { kind: 'distance', every: 0.09, walkSeconds: 1 } }), false],
    ['walking at 10 km/h', plan(walk({ walkSpeed: 10 })), true],
    ['walking at 10.5 km/h', plan(walk({ walkSpeed: 10.5 })), false],
    ['walking at 1.9 km/h', plan(walk({ walkSpeed: 1.9 })), false],
    ['walking at 6 mph', plan(walk({ unit: 'mi', walkSpeed: 6 })), true],
    ['walking at 6.3 mph', plan(walk({ unit: 'mi', walkSpeed: 6.3 })), false],
    ['walking at 1.3 mph', plan(walk({ unit: 'mi', walkSpeed: 1.3 })), true],
    ['walking at 1.2 mph', plan(walk({ unit: 'mi', walkSpeed: 1.2 })), false],
  ];

  it.each(planProbes)('plan: %s', async (_label, body, valid) => {
    expect(schema('PlanRequest')(body), 'the document').toBe(valid);
    const response = await post('/api/v1/plan', body);
    expect(response.status === 200, `the server (${response.status}: ${await response.text()})`).toBe(valid);
  });

  const bandProbes: Array<[string, Json, boolean]> = [
    ['a 10 cm wrist', size({ wrist: 10 }), true],
    ['a 9.9 cm wrist', size({ wrist: 9.9 }), false],
    ['a 30 cm wrist', size({ wrist: 30 }), true],
    ['a 30.1 cm wrist', size({ wrist: 30.1 }), false],
    ['a 12 in wrist', size({ unit: 'in', wrist: 12, width: 1 }), true],
    ['a 12.1 in wrist', size({ unit: 'in', wrist: 12.1, width: 1 }), false],
    ['a 0.6 in band', size({ unit: 'in', wrist: 7, width: 0.6 }), true],
    ['a 0.5 in band', size({ unit: 'in', wrist: 7, width: 0.5 }), false],
    ['an 8 cm band', size({ wrist: 17, width: 8 }), true],
    ['an 8.1 cm band', size({ wrist: 17, width: 8.1 }), false],
    ['opacity 0', style({ opacity: 0 }), true],
    ['opacity 1.01', style({ opacity: 1.01 }), false],
    ['a 5 mm border', style({ theme: { borderWidthMm: 5 } }), true],
    ['a 5.1 mm border', style({ theme: { borderWidthMm: 5.1 } }), false],
    ['#abc', style({ borderColor: '#abc' }), true],
    ['#ABCDEF with spaces', style({ textColor: ' #ABCDEF ' }), true],
    ['a colour name', style({ textColor: 'red' }), false],
    ['an 80-character title', band({ title: 'x'.repeat(80) }), true],
    ['an 81-character title', band({ title: 'x'.repeat(81) }), false],
    ['no column', band({ columns: [] }), false],
  ];

  it.each(bandProbes)('band: %s', async (_label, body, valid) => {
    expect(schema('BandRequest')(body), 'the document').toBe(valid);
    const response = await post('/api/v1/bands/svg', body);
    expect(response.status === 200, `the server (${response.status}: ${await response.text()})`).toBe(valid);
  });
});
