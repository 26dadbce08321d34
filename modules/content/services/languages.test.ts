import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales.ts';
import type { LocalizedText } from '../entities/news-item.entity.ts';
import { FAQ, NEWS } from '../seed.ts';
import { CAPTCHA_TRANSLATIONS } from '../ui/captcha-field.client.tsx';

// What the compiler cannot check when a language is added to src/i18n/locales.ts: texts stored
// in the database (the seed writes them, a missing language silently falls back to English) and
// translation files loaded by name at run time.
describe('every interface language', () => {
  const seeded: Array<[string, LocalizedText]> = [
    ...NEWS.flatMap((n): Array<[string, LocalizedText]> => [
      [`news ${n.slug} title`, n.title],
      [`news ${n.slug} body`, n.body],
    ]),
    ...FAQ.flatMap((f): Array<[string, LocalizedText]> => [
      [`faq ${f.key} question`, f.question],
      [`faq ${f.key} answer`, f.answer],
    ]),
  ];

  it.each(LOCALES)('%s: the seeded news and FAQ are written in it', (locale) => {
    const missing = seeded.filter(([, text]) => !text[locale]?.trim()).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)("%s: the captcha widget's translation loads and registers its tag", async (locale) => {
    const { tag, load } = CAPTCHA_TRANSLATIONS[locale];
    if (locale === 'en') {
      expect(load).toBeNull();
      return;
    }
    expect(load).not.toBeNull();
    await load?.();
    const registry = (globalThis as unknown as { $altcha?: { i18n?: Map<string, Record<string, string>> } }).$altcha?.i18n;
    expect(registry?.get(tag)?.verify).toBeTruthy();
  });
});
