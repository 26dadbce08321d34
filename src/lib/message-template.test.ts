import { i18nString } from 'typesafe-i18n';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { fillTemplate } from './message-template.ts';

describe('fillTemplate', () => {
  it.each([
    ['Over ({unit})', { unit: 'km' }, 'Over (km)'],
    ['{count} breaks, {time}', { count: 3, time: '1:30' }, '3 breaks, 1:30'],
    ['Missing {x}', {}, 'Missing {x}'],
    ['No placeholders', { a: 1 }, 'No placeholders'],
    ['{count} {{course|courses}}', {}, '{count} {{course|courses}}'],
  ])('%s', (template, params, expected) => {
    expect(fillTemplate(template, params)).toBe(expected);
  });
});

describe('fillTemplate in a language: numbers as it writes them', () => {
  const NNBSP = '\u202f';
  it.each<[Locale, string, Record<string, string | number>, string]>([
    ['en', 'at {size} pt', { size: 6.5 }, 'at 6.5 pt'],
    ['fr', 'à {size} pt', { size: 6.5 }, 'à 6,5 pt'],
    ['es', 'a {size} pt', { size: 6.5 }, 'a 6,5 pt'],
    ['it', 'a {size} pt', { size: 6.5 }, 'a 6,5 pt'],
    ['fr', '{count} lignes', { count: 12345 }, `12${NNBSP}345 lignes`],
    ['it', '{count|num} righe', { count: 12345 }, '12.345 righe'],
    ['en', '{value}', { value: '4.5' }, '4.5'],
  ])('%s: %s', (locale, template, params, expected) => {
    expect(fillTemplate(template, params, locale)).toBe(expected);
  });
});

describe('fillTemplate plurals (Intl.PluralRules of the language)', () => {
  it.each<[Locale, string, number, string]>([
    ['en', '{count} {{course|courses}} found', 0, '0 courses found'],
    ['en', '{count} {{course|courses}} found', 1, '1 course found'],
    ['en', '{count} {{course|courses}} found', 2, '2 courses found'],
    ['fr', '{count} {{course trouvée|courses trouvées}}', 0, '0 course trouvée'],
    ['fr', '{count} {{course trouvée|courses trouvées}}', 1, '1 course trouvée'],
    ['fr', '{count} {{course trouvée|courses trouvées}}', 2, '2 courses trouvées'],
    ['es', '{count} {{carrera|carreras}}', 0, '0 carreras'],
    ['es', '{count} {{carrera|carreras}}', 1, '1 carrera'],
    ['it', '{count} {{gara|gare}}', 1, '1 gara'],
    ['it', '{count} {{gara|gare}}', 21, '21 gare'],
    ['en', '{{count:No race|One race|?? races}}', 0, 'No race'],
    ['en', '{{count:No race|One race|?? races}}', 1, 'One race'],
    ['en', '{{count:No race|One race|?? races}}', 7, '7 races'],
    ['en', 'the {{count:one|other}} of {count}', 1, 'the one of 1'],
  ])('%s: %s with %d', (locale, template, count, expected) => {
    expect(fillTemplate(template, { count }, locale)).toBe(expected);
  });

  it.each<[Locale, string, number]>([
    ['en', '{count} {{course|courses}} found', 1],
    ['fr', '{count} {{proposition|propositions}} en attente', 0],
    ['fr', '{count} {{proposition|propositions}} en attente', 2],
    ['es', '{count} {{propuesta pendiente|propuestas pendientes}}', 1],
    ['it', '{count} {{proposta|proposte}} in attesa', 3],
    ['en', '{{count:No race|One race|?? races}}', 0],
    ['en', '{label}: {count} {{race|races}}', 1],
  ])('reads like typesafe-i18n (%s: %s with %d)', (locale, template, count) => {
    const params = { count, label: '8 km' };
    expect(fillTemplate(template, params, locale)).toBe(i18nString(locale)(template, params));
  });
});
