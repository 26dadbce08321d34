import { describe, expect, it } from 'vitest';
import { t } from '../locales/messages.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { issueMessage } from '../ui/issue-message.ts';
import { firstIssueByField, parseDecimal, parsePredictorQuery, type FieldIssue } from './predictor-query.ts';

function issuesOf(query: string): FieldIssue[] {
  const parsed = parsePredictorQuery(query);
  if (parsed.state !== 'invalid') throw new Error(`expected invalid, got ${parsed.state}`);
  return parsed.issues;
}

describe('predictor query', () => {
  it('is empty on a first visit', () => {
    expect(parsePredictorQuery('').state).toBe('empty');
    expect(parsePredictorQuery('app=true').state).toBe('empty');
  });

  it('reads a valid race', () => {
    const parsed = parsePredictorQuery('distance=10k&time=41:21&sex=f&age=45&weight=132&wunit=lb&algo=vdot&exp=1,08');
    expect(parsed.state).toBe('valid');
    if (parsed.state !== 'valid') return;
    expect(parsed.input).toMatchObject({
      distance: '10k',
      km: 10,
      seconds: 2481,
      sex: 'f',
      age: 45,
      algorithm: 'vdot',
      riegelExponent: 1.08,
    });
    expect(parsed.input.weightKg).toBeCloseTo(132 / 2.20462262185, 9);
  });

  it('reads a custom distance in miles, with a decimal comma', () => {
    const parsed = parsePredictorQuery('distance=custom&custom=8&unit=mi&time=1:00:00&sex=m');
    expect(parsed.state === 'valid' && parsed.input.km).toBeCloseTo(12.874752, 6);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5.1')).toBeNull();
  });

  it('refuses a 5 km in 5 minutes as impossible', () => {
    expect(issuesOf('distance=5k&time=5:00&sex=m')).toEqual([{ field: 'time', code: 'timeImpossible' }]);
    // The men's world best (12:35) stays possible.
    expect(parsePredictorQuery('distance=5k&time=12:35&sex=m').state).toBe('valid');
  });

  it('refuses an age of 3 as out of range', () => {
    expect(issuesOf('distance=10k&time=50:00&sex=f&age=3')).toEqual([{ field: 'age', code: 'ageRange', params: { min: 5, max: 100 } }]);
  });

  it('asks for a missing time and distance, and for the sex only when an age asks for grading', () => {
    const issues = issuesOf('distance=&time=');
    expect(issues.map((i) => `${i.field}:${i.code}`)).toEqual(['distance:distanceRequired', 'time:timeRequired']);
    expect(parsePredictorQuery('distance=10k&time=41:21').state).toBe('valid');
    expect(issuesOf('distance=10k&time=41:21&age=45').map((i) => `${i.field}:${i.code}`)).toEqual(['sex:sexRequired']);
  });

  it('flags malformed and out-of-range values', () => {
    const issues = issuesOf('distance=custom&custom=abc&time=41.21&sex=x&age=40.5&weight=700&exp=2');
    expect(issues.map((i) => i.code)).toEqual([
      'customInvalid',
      'timeInvalid',
      'ageInvalid',
      'sexRequired',
      'weightRange',
      'exponentRange',
    ]);
    expect(issuesOf('distance=custom&custom=300&time=20:00:00&sex=m')[0]?.code).toBe('customRange');
    expect(issuesOf('distance=5k&time=3:00:00&sex=m')[0]?.code).toBe('timeTooSlow');
  });

  it('keeps the first problem of each field', () => {
    const first = firstIssueByField([
      { field: 'time', code: 'timeInvalid' },
      { field: 'time', code: 'timeImpossible' },
      { field: 'age', code: 'ageInvalid' },
    ]);
    expect([...first.values()].map((i) => i.code)).toEqual(['timeInvalid', 'ageInvalid']);
  });

  it('explains each problem in every language', () => {
    expect(issueMessage(t('en'), { field: 'time', code: 'timeImpossible' })).toBe(
      'This time is faster than the world record: check the time and the distance.',
    );
    expect(issueMessage(t('fr'), { field: 'age', code: 'ageRange', params: { min: 5, max: 100 } })).toBe(
      'L’âge doit être compris entre 5 et 100 ans.',
    );
    expect(issueMessage(t('es'), { field: 'time', code: 'timeRequired' })).toBe('Indica tu tiempo de carrera.');
    expect(issueMessage(t('it'), { field: 'age', code: 'ageRange', params: { min: 5, max: 100 } })).toBe(
      'L’età deve essere tra 5 e 100 anni.',
    );
    const codes = issuesOf('distance=custom&custom=abc&time=x&sex=&age=1&weight=1&exp=9');
    for (const locale of LOCALES) {
      const texts = codes.map((issue) => issueMessage(t(locale), issue));
      for (const text of texts) expect(text).not.toMatch(/[{}]/);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
