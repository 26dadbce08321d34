import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { dictionary, t } from './messages.ts';
import { leaves, placeholders } from '../../tests/support/message-leaves.ts';

describe('messages', () => {
  const english = new Map(leaves(dictionary('en')));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English message, non-empty, same placeholders', (locale) => {
    const translated = new Map(leaves(dictionary(locale)));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is really translated (most texts differ from English)', (locale) => {
    const translated = new Map(leaves(dictionary(locale)));
    const same = [...translated].filter(([key, text]) => english.get(key) === text).length;
    expect(same / translated.size).toBeLessThan(0.25);
  });

  it('formats the page title as "page title | site name"', () => {
    expect(t('fr').site.pageTitle({ title: 'FAQ', site: 'Paceband' })).toBe('FAQ | Paceband');
  });
});
