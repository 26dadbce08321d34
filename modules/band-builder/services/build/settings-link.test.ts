import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSettingsParam, encodeSettingsParam } from './settings-link.ts';

describe('settings in links', () => {
  it('round-trips any JSON settings, accents and emoji included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const encoded = encodeSettingsParam(value);
        expect(encoded).toMatch(/^[\w-]*$/);
        expect(decodeSettingsParam(encoded)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    const settings = { band: { title: 'Marathon de Montréal 🏃' }, plan: { bands: [{ goal: '3:30:00' }] } };
    expect(decodeSettingsParam(encodeSettingsParam(settings))).toEqual(settings);
  });

  it.each([null, '', 'not base64!', '%%%', 'x'.repeat(20_000), encodeSettingsParam('x').slice(0, 2) + '€'])(
    'refuses %j without throwing',
    (value) => {
      expect(decodeSettingsParam(value as string)).toBeNull();
    },
  );

  it('refuses bytes that are not JSON', () => {
    expect(decodeSettingsParam('AAEC')).toBeNull();
  });
});
