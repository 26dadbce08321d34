import { describe, expect, it } from 'vitest';
import { predictorApi, predictorShareImages } from '../api.ts';
import { parsePredictorQuery } from '../services/predictor-query.ts';
import { predictorReport } from '../services/predictor-report.ts';
import { ogContent } from './og-image.ts';

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('Open Graph image', () => {
  it('answers a 1200 × 630 PNG for a prediction', async () => {
    const response = await predictorShareImages.request('/card.png?distance=10k&time=41:21&sex=m&lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Made to be shown on other sites: the host's default (same-origin) would block their <img>.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('names the card by its words: the same prediction revalidates as 304, another language is another card', async () => {
    const first = await predictorShareImages.request('/card.png?distance=10k&time=41:21&sex=m&lang=fr');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"card\d+-[\w-]{22}"$/);
    const again = await predictorShareImages.request('/card.png?time=41:21&distance=10k&sex=m&lang=fr', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const italian = await predictorShareImages.request('/card.png?distance=10k&time=41:21&sex=m&lang=it', {
      headers: { 'if-none-match': etag },
    });
    expect(italian.status).toBe(200);
    expect(italian.headers.get('etag')).not.toBe(etag);
  });

  it('answers the generic card for an invalid query', async () => {
    const response = await predictorShareImages.request('/card.png?distance=5k&time=5:00');
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('shows the race, the VDOT and three predictions in the language asked', () => {
    const parsed = parsePredictorQuery('distance=10k&time=41:21&sex=m');
    if (parsed.state !== 'valid') throw new Error('fixture');
    const content = ogContent('fr', predictorReport(parsed.input));
    expect(content.subline).toBe('D’après 10 km en 41:21');
    expect(content.figures.map((f) => f.label)).toEqual(['VDOT', '10 km', 'Semi-marathon', 'Marathon']);
    expect(content.figures[0]?.value).toBe('50,0');
    expect(ogContent('en', null).figures).toEqual([]);
  });

  it('sends links to the old address under /api/ (closed to robots) on to the card under /og/', async () => {
    const response = await predictorApi.request('/og.png?distance=10k&time=41:21&sex=m&lang=fr');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/og/predictor/card.png?distance=10k&time=41:21&sex=m&lang=fr');
  });
});
