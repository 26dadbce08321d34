import { describe, expect, it } from 'vitest';
import { addEventSink, type SiteEvent } from '../../../src/host/events.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { bandBuilderApi as app } from '../api.ts';
import { encodeSettingsParam } from '../services/build/settings-link.ts';

// The stats dashboard's "bands built" (ADR 0020): a band's first print file in a build session.
const api = asHost(app, '/bands');
const events: SiteEvent[] = [];
addEventSink(async (event) => void events.push(event));

const band = (goal: string) => encodeSettingsParam({ plan: { bands: [{ goal }], distanceM: 21097.5 }, band: { title: 'Granada' } });
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const built = () => events.filter((e) => e.kind === 'bandBuilt');

describe('bands built, as the stats dashboard counts them', () => {
  it('one band printed in several formats and copies counts once; each download still counts', async () => {
    for (const format of ['pdf', 'png', 'pdf', 'svg'])
      expect((await api.request(`/band.${format}?s=${band('1:45:00')}&lang=es`, {}, from('90.84.0.1'))).status).toBe(200);
    expect(built()).toEqual([{ kind: 'bandBuilt', locale: 'es', country: 'FR', amountCents: null }]);
    expect(events.filter((e) => e.kind === 'download')).toHaveLength(4);
  });

  it('another goal time is another band; the same band from another visitor counts too', async () => {
    await api.request(`/band.pdf?s=${band('1:50:00')}`, {}, from('90.84.0.1'));
    await api.request(`/band.pdf?s=${band('1:45:00')}`, {}, from('8.8.8.8'));
    expect(built().map((e) => e.country)).toEqual(['FR', 'FR', 'US']);
  });

  it('the live preview and invalid settings count nothing', async () => {
    const before = built().length;
    await api.request('/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ settings: { plan: { bands: [{ goal: '2:00:00' }], distanceM: 21097.5 } }, locale: 'en' }),
    });
    expect((await api.request(`/band.pdf?s=${band('0:05:00')}`, {}, from('90.84.0.2'))).status).toBe(400);
    expect(built()).toHaveLength(before);
  });
});
