import { describe, expect, it } from 'vitest';
import en from '../locales/en.ts';
import es from '../locales/es.ts';
import fr from '../locales/fr.ts';
import it_ from '../locales/it.ts';
import { BandSettingsError, bandMessage } from './band-messages.ts';
import { parseBandSettings, parsePaperSettings } from './parse-settings.ts';
import { placeholders } from '../../../tests/support/message-leaves.ts';

function errorOf(run: () => unknown): BandSettingsError {
  try {
    run();
  } catch (error) {
    if (error instanceof BandSettingsError) return error;
    throw error;
  }
  throw new Error('expected a BandSettingsError');
}

describe('band settings', () => {
  it('fills defaults and normalises colours', () => {
    const s = parseBandSettings({ style: { textColor: '#ABC', borderColor: ' #00FF00 ' } });
    expect(s.style.textColor).toBe('#aabbcc');
    expect(s.style.borderColor).toBe('#00ff00');
    expect(s.size).toEqual({ unit: 'cm', wrist: 17, width: 3, allowance: true });
    expect(s.columns).toEqual(['distance', 'split', 'elapsed']);
    expect(s.style.theme.borderWidthMm).toBeGreaterThan(0);
  });

  it.each([
    [{ style: { oddRowColor: 'red' } }, 'colourInvalid', { value: 'red' }],
    [{ style: { textColor: '#12345' } }, 'colourInvalid', { value: '#12345' }],
    [{ style: { fontFamily: 'comic-sans' } }, 'fontUnknown', undefined],
    [{ style: { fontStyle: 'oblique' } }, 'fontStyleUnknown', undefined],
    [{ style: { opacity: 1.5 } }, 'opacityRange', undefined],
    [{ style: { theme: { borderWidthMm: 9 } } }, 'borderWidthRange', { max: 5 }],
    [{ style: { theme: { backgroundImage: new Uint8Array([1, 2, 3]) } } }, 'imageInvalid', undefined],
    [{ style: { theme: { borderImage: 'data:image/gif;base64,R0lGOD' } } }, 'imageInvalid', undefined],
    [{ size: { wrist: 45 } }, 'wristRange', { min: 10, max: 30, unit: 'cm' }],
    [{ size: { unit: 'in', wrist: 7, width: 4 } }, 'widthRange', { min: 0.6, max: 3, unit: 'in' }],
    [{ size: { wrist: 10, width: 6 } }, 'widthTooLarge', undefined],
    [{ columns: [] }, 'columnsEmpty', undefined],
    [{ columns: ['distance', 'heart-rate'] }, 'columnUnknown', undefined],
    [{ locale: 'de' }, 'localeUnknown', undefined],
  ] as const)('rejects %j with %s', (input, code, params) => {
    const error = errorOf(() => parseBandSettings(input as never));
    expect(error.code).toBe(code);
    if (params) expect(error.params).toEqual(params);
    expect(error.message).toBe(bandMessage('en', code, params ?? {}));
  });

  it.each([
    [{ paper: 'A3' }, 'paperUnknown'],
    [{ orientation: 'upside-down' }, 'orientationUnknown'],
    [{ margins: 'huge' }, 'marginsUnknown'],
    [{ gap: 'medium' }, 'gapUnknown'],
  ] as const)('rejects paper %j with %s', (input, code) => {
    expect(errorOf(() => parsePaperSettings(input as never)).code).toBe(code);
  });

  it('has every band message in every language, with the same placeholders', () => {
    for (const catalogue of [fr, es, it_]) {
      expect(Object.keys(catalogue.band).sort()).toEqual(Object.keys(en.band).sort());
      for (const [code, text] of Object.entries(en.band)) {
        expect(placeholders((catalogue.band as Record<string, string>)[code] ?? ''), code).toEqual(placeholders(text));
      }
    }
    expect(bandMessage('fr', 'wristRange', { min: 10, max: 30, unit: 'cm' })).toContain('10 et 30 cm');
  });
});
