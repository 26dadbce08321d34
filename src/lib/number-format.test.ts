import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { formatFixed, formatLength, formatNumber, formatPercent, formatSpeed, pluralCategory } from './number-format.ts';

// Spaces as Intl writes them: NBSP (U+00A0) before % in French and Spanish, NNBSP (U+202F) before
// units and between thousands in French. Written out so that the table shows which one is meant.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it.each<[Locale, number, string]>([
    ['en', 42.195, '42.195'],
    ['fr', 42.195, '42,195'],
    ['es', 42.195, '42,195'],
    ['it', 42.195, '42,195'],
    ['en', 12345.6, '12,345.6'],
    ['fr', 12345.6, `12${NNBSP}345,6`],
    ['es', 12345.6, '12.345,6'],
    ['it', 12345.6, '12.345,6'],
    ['en', 6.25, '6.25'],
    ['fr', -0.0004, '0'],
    ['fr', 7, '7'],
  ])('%s %d → %s', (locale, value, text) => {
    expect(formatNumber(locale, value)).toBe(text);
  });

  it.each<[Locale, number, number, string]>([
    ['en', 42.5, 2, '42.50'],
    ['fr', 42.5, 2, '42,50'],
    ['es', 4.25, 1, '4,3'],
    ['it', 50, 1, '50,0'],
  ])('fixed: %s %d to %d digits → %s', (locale, value, digits, text) => {
    expect(formatFixed(locale, value, digits)).toBe(text);
  });
});

describe('formatLength', () => {
  it.each<[Locale, number, 'km' | 'mi' | 'm' | 'cm', string]>([
    ['en', 42.195, 'km', '42.195 km'],
    ['fr', 42.195, 'km', `42,195${NNBSP}km`],
    ['es', 42.195, 'km', '42,195 km'],
    ['it', 42.195, 'km', '42,195 km'],
    ['en', 26.2, 'mi', '26.2 mi'],
    ['fr', 26.2, 'mi', `26,2${NNBSP}mi`],
    ['fr', 1234, 'm', `1${NNBSP}234${NNBSP}m`],
    ['it', 21.0975, 'km', '21,098 km'],
    ['fr', 5, 'cm', `5${NNBSP}cm`],
    ['es', 2.5, 'cm', '2,5 cm'],
  ])('%s %d %s → %s', (locale, value, unit, text) => {
    expect(formatLength(locale, value, unit)).toBe(text);
  });

  it('takes digit options', () => {
    expect(formatLength('fr', 42.5, 'km', { minDigits: 2, maxDigits: 2 })).toBe(`42,50${NNBSP}km`);
    expect(formatLength('en', 42.25, 'km', { maxDigits: 1 })).toBe('42.3 km');
  });
});

describe('formatSpeed', () => {
  it.each<[Locale, number, 'km' | 'mi', string]>([
    ['en', 15.6, 'km', '15.6 km/h'],
    ['fr', 15.6, 'km', `15,6${NNBSP}km/h`],
    ['es', 15.6, 'km', '15,6 km/h'],
    ['it', 9.7, 'mi', '9,7 mi/h'],
  ])('%s %d %s → %s', (locale, value, unit, text) => {
    expect(formatSpeed(locale, value, unit, { maxDigits: 1 })).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each<[Locale, number, string]>([
    ['en', 0.6, '+0.6%'],
    ['fr', 0.6, `+0,6${NBSP}%`],
    ['es', 0.6, `+0,6${NBSP}%`],
    ['it', 0.6, '+0,6%'],
    ['en', -1.2, '\u22121.2%'],
    ['fr', -1.2, `\u22121,2${NBSP}%`],
    ['en', 0, '0.0%'],
    ['fr', -0.04, `0,0${NBSP}%`],
    ['it', 12.34, '+12,3%'],
  ])('signed grade: %s %d → %s', (locale, percent, text) => {
    expect(formatPercent(locale, percent, { signed: true })).toBe(text);
  });

  it.each<[Locale, number, string]>([
    ['en', 82.46, '82.5%'],
    ['fr', 82.46, `82,5${NBSP}%`],
    ['es', 82.46, `82,5${NBSP}%`],
    ['it', 82.46, '82,5%'],
  ])('unsigned: %s %d → %s', (locale, percent, text) => {
    expect(formatPercent(locale, percent)).toBe(text);
  });
});

describe('pluralCategory', () => {
  it.each<[Locale, number, string]>([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['fr', 0, 'one'],
    ['fr', 1, 'one'],
    ['fr', 2, 'other'],
    ['es', 1, 'one'],
    ['es', 0, 'other'],
    ['it', 1, 'one'],
    ['it', 2, 'other'],
  ])('%s %d → %s', (locale, count, category) => {
    expect(pluralCategory(locale, count)).toBe(category);
  });
});
