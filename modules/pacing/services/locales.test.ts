import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { catalogues, en } from '../locales/index.ts';
import { placeholders } from '../../../tests/support/message-leaves.ts';
import { planMessage } from './plan-issues.ts';

describe('plan messages', () => {
  it.each(LOCALES.filter((l) => l !== 'en').map((l) => [l, catalogues[l].plan] as const))(
    '%s has every English message with the same placeholders',
    (_locale, messages) => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en.plan).sort());
      for (const [code, text] of Object.entries(en.plan)) {
        const translated = (messages as Record<string, string>)[code] ?? '';
        expect(placeholders(translated), code).toEqual(placeholders(text));
        expect(translated, code).not.toBe(text);
      }
    },
  );

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(planMessage('goalTooFast', { goal: '0:20:00', distance: 42.195, unit: 'km' })).toBe(
      'A goal of 0:20:00 for 42.195 km is faster than world-record pace. Check the time.',
    );
    expect(planMessage('countInvalid', {}, 'es')).toContain('{max}');
  });

  it.each([
    ['en', 'A goal of 0:20:00 for 42.195 km is faster'],
    ['fr', 'Un objectif de 0:20:00 sur 42,195 km est plus rapide'],
    ['es', 'Un objetivo de 0:20:00 en 42,195 km es más rápido'],
    ['it', 'Un obiettivo di 0:20:00 su 42,195 km è più veloce'],
  ] as const)('writes numbers as %s does', (locale, start) => {
    expect(planMessage('goalTooFast', { goal: '0:20:00', distance: 42.195, unit: 'km' }, locale)).toMatch(new RegExp(`^${start}`));
  });

  it.each([
    ['en', 1, 'at least 1 minute.'],
    ['en', 2, 'at least 2 minutes.'],
    ['fr', 1, 'au moins 1 minute.'],
    ['fr', 2, 'au moins 2 minutes.'],
    ['es', 1, 'al menos 1 minuto.'],
    ['it', 2, 'almeno 2 minuti.'],
  ] as const)('agrees the noun with its number (%s, %d)', (locale, min, end) => {
    expect(planMessage('walkRunInvalid', { min }, locale)).toMatch(new RegExp(`${end}$`));
  });
});
