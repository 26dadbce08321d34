import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { decodePng, readPngDpi } from '../../../tests/support/png-pixels.ts';
import { describe, expect, it } from 'vitest';
import { bandBuilderApi as app } from '../api.ts';
import { asHost } from '../../../tests/support/host-api.ts';

// Mounted as the host mounts it: body cap, same-origin check, typed errors as JSON.
const bandBuilderApi = asHost(app, '/bands');
import { encodeSettingsParam } from '../services/build/settings-link.ts';

const marathon = { plan: { bands: [{ goal: '3:30:00' }], distanceM: 42195 }, band: { title: 'Berlin' } };

function post(path: string, body: unknown) {
  return bandBuilderApi.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
}

describe('band builder API', () => {
  it('plans a marathon: 42 laps and the finish at the goal to the second', async () => {
    const response = await post('/plan', { settings: marathon, locale: 'en' });
    expect(response.status).toBe(200);
    const { plans } = (await response.json()) as { plans: Array<{ rows: Array<{ kind: string; elapsedSeconds: number }> }> };
    const rows = plans[0]!.rows;
    expect(rows.filter((r) => r.kind === 'lap')).toHaveLength(42);
    expect(rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: 3 * 3600 + 30 * 60 });
  });

  it('refuses a marathon in 20 minutes with a translated field message', async () => {
    const response = await post('/plan', { settings: { plan: { bands: [{ goal: '0:20:00' }], distanceM: 42195 } }, locale: 'fr' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).some((k) => k.startsWith('plan'))).toBe(true);
    expect(body.message).toBe(Object.values(body.errors)[0]![0]);
    expect(body.message).not.toMatch(/^[a-zA-Z]+$/); // a sentence, not a bare code
  });

  it('reports band settings errors on their field', async () => {
    const response = await post('/plan', { settings: { ...marathon, band: { size: { wrist: 3 } } }, locale: 'en' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors['band.size.wrist']?.[0]).toMatch(/10/);
  });

  it('previews the band as SVG with its layout', async () => {
    const response = await post('/preview', { settings: marathon, locale: 'es' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bands: Array<{ svg: string; layout: { fontSizePt: number } }> };
    expect(body.bands[0]!.svg.startsWith('<svg')).toBe(true);
    expect(body.bands[0]!.layout.fontSizePt).toBeGreaterThanOrEqual(6);
  });

  it("gives the build page each band's image address and layout without drawing it", async () => {
    const settings = { ...marathon, plan: { bands: [{ goal: '3:30:00' }, { goal: '4:00:00' }], distanceM: 42195 } };
    const response = await post('/preview', { settings, locale: 'fr', images: 'link' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { plans: unknown[]; bands: Array<{ src?: string; svg?: string; layout: { note: string } }> };
    expect(body.plans).toHaveLength(2);
    const s = encodeSettingsParam(settings);
    expect(body.bands.map((b) => b.src)).toEqual([0, 1].map((i) => `/api/bands/preview.svg?s=${s}&lang=fr&band=${i}`));
    expect(body.bands.every((b) => b.svg === undefined)).toBe(true);
    expect(body.bands[0]!.layout.note).toMatch(/^Les \d+ lignes tiennent/);
  });

  it('draws each band of the preview at its address; the same settings revalidate to 304', async () => {
    const settings = { ...marathon, plan: { bands: [{ goal: '3:30:00' }, { goal: '4:00:00' }], distanceM: 42195 } };
    const path = (band: number) => `/preview.svg?s=${encodeSettingsParam(settings)}&lang=en&band=${band}`;
    const first = await bandBuilderApi.request(path(1));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('private, max-age=60');
    const svg = await first.text();
    expect(svg.startsWith('<svg')).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await bandBuilderApi.request(path(1), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another target time is another drawing, with its own validator.
    const other = await bandBuilderApi.request(path(0), { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    expect(await other.text()).not.toBe(svg);
    // Asked again without a validator (another visitor, a cleared cache): the same drawing, kept, not drawn again.
    expect(first.headers.get('server-timing')).toMatch(/^preview;desc="drawn";dur=\d/);
    const kept = await bandBuilderApi.request(path(1));
    expect(kept.status).toBe(200);
    expect(kept.headers.get('server-timing')).toBe('preview;desc="kept"');
    expect(kept.headers.get('etag')).toBe(etag);
    expect(kept.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await kept.text()).toBe(svg);
    expect((await bandBuilderApi.request(path(2))).status).toBe(404);
    expect((await bandBuilderApi.request('/preview.svg?lang=en&band=0')).status).toBe(400);
    expect((await bandBuilderApi.request('/preview.svg?s=not*base64&lang=en')).status).toBe(400);
    const invalid = await bandBuilderApi.request(
      `/preview.svg?s=${encodeSettingsParam({ plan: { bands: [{ goal: '0:20:00' }] } })}&lang=en`,
    );
    expect(invalid.status).toBe(400);
  });

  it('downloads a vector PDF on A4 from a shared link', async () => {
    const response = await bandBuilderApi.request(`/band.pdf?s=${encodeSettingsParam(marathon)}&lang=it`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('pace-band-berlin.pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('downloads a PNG', async () => {
    const response = await bandBuilderApi.request(`/band.png?s=${encodeSettingsParam(marathon)}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('downloads the PNG at the asked resolution, and every goal time as a ZIP of PNGs', async () => {
    const one = await bandBuilderApi.request(`/band.png?s=${encodeSettingsParam(marathon)}&dpi=150`);
    expect(one.headers.get('content-disposition')).toContain('pace-band-berlin.png');
    const png = new Uint8Array(await one.arrayBuffer());
    expect(readPngDpi(png)!.x).toBeCloseTo(150, 1);
    // 3 cm wide at 150 dpi.
    expect(decodePng(png).width).toBe(Math.round((3 / 2.54) * 150));
    const two = { ...marathon, plan: { ...marathon.plan, bands: [{ goal: '3:30:00' }, { goal: '3:45:00', count: 2 }] } };
    const zip = await bandBuilderApi.request(`/band.png?s=${encodeSettingsParam(two)}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('pace-band-berlin.zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['pace-band-berlin-1-3-30-00.png', 'pace-band-berlin-2-3-45-00.png']);
    for (const bytes of Object.values(files)) expect(readPngDpi(bytes)!.x).toBeCloseTo(300, 1);
    const wrong = await bandBuilderApi.request(`/band.png?s=${encodeSettingsParam(marathon)}&dpi=72&lang=fr`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.dpi![0]).toMatch(/150, 300 ou 600/);
  });

  it('refuses a band that cannot fit on the paper, on the band field, instead of failing', async () => {
    const tooLong = { ...marathon, band: { ...marathon.band, size: { wrist: 30 } }, paper: { paper: 'A5' } };
    const response = await bandBuilderApi.request(`/band.pdf?s=${encodeSettingsParam(tooLong)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)[0]).toMatch(/^band/);
    expect(body.message).toMatch(/A5/);
  });

  it.each([
    ['a broken link', '/band.pdf?s=%%%'],
    ['no link at all', '/band.svg'],
  ])('answers 400 to %s', async (_, path) => {
    expect((await bandBuilderApi.request(path)).status).toBe(400);
  });

  it('refuses bodies over 64 KB and broken JSON', async () => {
    const huge = await post('/plan', { settings: marathon, padding: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    const broken = await bandBuilderApi.request('/plan', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: '{',
    });
    expect(broken.status).toBe(400);
  });
});
