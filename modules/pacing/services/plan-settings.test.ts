import { describe, expect, it } from 'vitest';
import { planIssueFromZod, planMessage } from './plan-issues.ts';
import { planSettingsSchema } from './plan-checks.ts';
import type { PlanSettingsInput } from './plan-settings.ts';

const valid: PlanSettingsInput = { bands: [{ goal: '3:30:00' }], distanceM: 42_195 };

function codes(input: unknown): string[] {
  const result = planSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => planIssueFromZod(issue).code);
}

describe('planSettingsSchema', () => {
  it('fills the defaults', () => {
    const settings = planSettingsSchema.parse(valid);
    expect(settings).toEqual({
      bands: [{ count: 1, goal: 12_600 }],
      distanceM: 42_195,
      unit: 'km',
      strategy: 'even-effort',
      effortModel: 'runners',
      keepMeasuredLength: false,
      every: 1,
      half: false,
      otherUnit: false,
      order: 'asc',
      lapTimes: 'hide',
      start: { kind: 'regular', over: 0 },
      finish: { kind: 'regular', over: 0 },
      walk: { kind: 'none' },
      rowsBy: 'distance',
      terrainMarks: false,
      negativeSplitPercent: 0,
      abBand: false,
    });
  });

  it('accepts goals as seconds and is idempotent', () => {
    const once = planSettingsSchema.parse({ ...valid, bands: [{ count: 2, goal: 12_600 }] });
    expect(planSettingsSchema.parse(once)).toEqual(once);
  });

  it('leaves distance checks for later when the course gives the distance', () => {
    expect(codes({ bands: [{ goal: '0:20:00' }] })).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a goal that is not a time', { ...valid, bands: [{ goal: '3h30' }] }, 'goalFormat'],
    ['a goal of zero', { ...valid, bands: [{ goal: '0:00' }] }, 'goalFormat'],
    ['a goal in fractional seconds', { ...valid, bands: [{ goal: 12_600.5 }] }, 'goalFormat'],
    ['a marathon in 20 minutes', { ...valid, bands: [{ goal: '0:20:00' }] }, 'goalTooFast'],
    ['a marathon in 1:50', { ...valid, bands: [{ goal: '1:50:00' }] }, 'goalTooFast'],
    ['a marathon in 15 hours', { ...valid, bands: [{ goal: '15:00:00' }] }, 'goalTooSlow'],
    ['no band', { ...valid, bands: [] }, 'bandsEmpty'],
    ['no bands list', { distanceM: 42_195 }, 'bandsEmpty'],
    ['21 bands', { ...valid, bands: Array.from({ length: 21 }, () => ({ goal: '4:00:00' })) }, 'bandsTooMany'],
    ['zero copies', { ...valid, bands: [{ count: 0, goal: '3:30:00' }] }, 'countInvalid'],
    ['negative copies', { ...valid, bands: [{ count: -2, goal: '3:30:00' }] }, 'countInvalid'],
    ['half a copy', { ...valid, bands: [{ count: 1.5, goal: '3:30:00' }] }, 'countInvalid'],
    ['an unknown strategy', { ...valid, strategy: 'negative-split' }, 'strategyUnknown'],
    ['an unknown unit', { ...valid, unit: 'm' }, 'unitUnknown'],
    ['an unknown order', { ...valid, order: 'up' }, 'orderUnknown'],
    ['an unknown lap time display', { ...valid, lapTimes: 'yd' }, 'lapTimesUnknown'],
    ['a zero interval', { ...valid, every: 0 }, 'everyInvalid'],
    ['a negative interval', { ...valid, every: -1 }, 'everyInvalid'],
    ['an interval longer than the race', { ...valid, every: 50 }, 'everyTooLarge'],
    ['an interval giving too many rows', { ...valid, every: 0.1 }, 'tooManyRows'],
    ['a tiny distance', { ...valid, distanceM: 200, bands: [{ goal: '1:00' }] }, 'distanceRange'],
    ['a slow start over nothing', { ...valid, start: { kind: 'slow', over: 0 } }, 'zoneLengthInvalid'],
    ['an unknown start', { ...valid, start: { kind: 'sprint', over: 1 } }, 'zoneKindUnknown'],
    ['sections longer than the race', { ...valid, start: { kind: 'slow', over: 30 }, finish: { kind: 'fast', over: 20 } }, 'zonesTooLong'],
    ['an unknown walk', { ...valid, walk: { kind: 'crawl' } }, 'walkKindUnknown'],
    ['walking for 0 s', { ...valid, walk: { kind: 'aid', walkSeconds: 0 } }, 'walkSecondsInvalid'],
    ['running 0 minutes between walks', { ...valid, walk: { kind: 'duration', runMinutes: 0, walkSeconds: 30 } }, 'walkRunInvalid'],
    ['walks every 0 km', { ...valid, walk: { kind: 'distance', every: 0, walkSeconds: 30 } }, 'walkEveryInvalid'],
    ['walks beyond the finish', { ...valid, walk: { kind: 'distance', every: 45, walkSeconds: 30 } }, 'walkEveryTooLarge'],
    ['a 20 km/h walk', { ...valid, walkSpeed: 20 }, 'walkSpeedInvalid'],
    [
      'a walk faster than the race pace',
      { ...valid, bands: [{ goal: '6:00:00' }], walkSpeed: 8, walk: { kind: 'aid', walkSeconds: 30 } },
      'walkSpeedTooFast',
    ],
    ['rows by elevation', { ...valid, rowsBy: 'elevation' }, 'rowsByUnknown'],
    ['an uphill effort of 3', { ...valid, uphillEffort: 3 }, 'uphillEffortRange'],
    ['a negative uphill effort', { ...valid, uphillEffort: -0.5 }, 'uphillEffortRange'],
    ['a downhill effort of 2', { ...valid, downhillEffort: 2 }, 'downhillEffortRange'],
    ['a 15 % negative split', { ...valid, negativeSplitPercent: 15 }, 'negativeSplitRange'],
    ['a 12 % positive split', { ...valid, negativeSplitPercent: -12 }, 'negativeSplitRange'],
    ['a string where a number goes', { ...valid, every: 'two' }, 'invalidNumber'],
    ['not an object', 'fast please', 'invalidType'],
  ])('rejects %s', (_name, input, code) => {
    expect(codes(input)).toContain(code);
  });

  it('carries parameters for the messages', () => {
    const result = planSettingsSchema.safeParse({ ...valid, every: 50 });
    expect(result.success).toBe(false);
    const issue = planIssueFromZod(result.error!.issues[0]!);
    expect(issue).toMatchObject({ code: 'everyTooLarge', path: ['every'] });
    expect(planMessage(issue.code, issue.params)).toBe('The row interval (50 km) is longer than the race (42.195 km).');
    expect(planMessage(issue.code, issue.params, 'fr')).toBe(
      "L'intervalle entre les lignes (50 km) est plus long que la course (42,195 km).",
    );
  });

  it('accepts the dials at their ends and says their range in every language', () => {
    expect(
      codes({ ...valid, rowsBy: 'terrain', terrainMarks: true, uphillEffort: 2, downhillEffort: 0, negativeSplitPercent: -10 }),
    ).toEqual([]);
    expect(codes({ ...valid, uphillEffort: 0, downhillEffort: 1.5, negativeSplitPercent: 10 })).toEqual([]);
    const result = planSettingsSchema.safeParse({ ...valid, downhillEffort: 1.6 });
    const issue = planIssueFromZod(result.error!.issues[0]!);
    expect(issue.path).toEqual(['downhillEffort']);
    expect(planMessage(issue.code, issue.params)).toBe('The downhill effort must be between 0 and 1.5.');
    expect(planMessage(issue.code, issue.params, 'fr')).toBe("L'effort en descente doit être compris entre 0 et 1,5.");
  });

  it('accepts a world-class marathon and a long walk', () => {
    expect(codes({ ...valid, bands: [{ goal: '2:01:00' }, { goal: '13:30:00' }] })).toEqual([]);
  });
});
