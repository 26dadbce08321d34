import { describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import es from '../../locales/es.ts';
import fr from '../../locales/fr.ts';
import it_ from '../../locales/it.ts';
import { planMessage } from './plan-issues.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('plan messages', () => {
  it.each([
    ['fr', fr.plan],
    ['es', es.plan],
    ['it', it_.plan],
  ] as const)('%s has every English message with the same placeholders', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en.plan).sort());
    for (const [code, text] of Object.entries(en.plan)) {
      const translated = (messages as Record<string, string>)[code] ?? '';
      expect(placeholders(translated), code).toEqual(placeholders(text));
      expect(translated, code).not.toBe(text);
    }
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(planMessage('goalTooFast', { goal: '0:20:00', distance: '42.195 km' })).toBe(
      'A goal of 0:20:00 for 42.195 km is faster than world-record pace. Check the time.',
    );
    expect(planMessage('countInvalid', {}, 'es')).toContain('{max}');
  });
});
