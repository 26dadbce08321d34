import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, monthWeeks, weekdayNames } from './month-grid.ts';
import { formatEventDate, formatEventTime, formatMonth, isIsoDate, shiftMonth, zonedInstant } from './event-time.ts';

describe('month grid', () => {
  it('starts weeks on the region’s first day', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('it')).toBe(1);
    expect(weekdayNames('it', 1)[0]!.long).toBe('lunedì');
    expect(weekdayNames('en', 7)[0]!.short).toBe('Sun');
  });

  it('lays a month out in whole weeks with the days around it', () => {
    // February 2027 starts on a Monday.
    const monday = monthWeeks('2027-02', 1);
    expect(monday).toHaveLength(4);
    expect(monday[0]![0]).toEqual({ date: '2027-02-01', day: 1, inMonth: true });
    const sunday = monthWeeks('2027-02', 7);
    expect(sunday[0]![0]).toEqual({ date: '2027-01-31', day: 31, inMonth: false });
    expect(sunday.flat().filter((d) => d.inMonth)).toHaveLength(28);
    expect(sunday.every((week) => week.length === 7)).toBe(true);
  });
});

describe('race dates and times', () => {
  it('checks real dates', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
  });

  it('formats in the reader’s language', () => {
    expect(formatEventDate('2027-04-04', 'fr')).toBe('dimanche 4 avril 2027');
    expect(formatEventDate('2027-04-04', 'en')).toBe('Sunday, April 4, 2027');
    expect(formatEventTime('08:30', 'en')).toMatch(/^8:30\sAM$/);
    expect(formatEventTime('08:30', 'it')).toBe('08:30');
    expect(formatMonth('2027-12', 'es')).toBe('diciembre de 2027');
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('turns a local start into the instant, across daylight saving', () => {
    expect(zonedInstant('2027-07-04', '09:00', 'Europe/Paris').toISOString()).toBe('2027-07-04T07:00:00.000Z');
    expect(zonedInstant('2027-01-10', '09:00', 'Europe/Paris').toISOString()).toBe('2027-01-10T08:00:00.000Z');
    expect(zonedInstant('2027-04-19', '10:00', 'America/New_York').toISOString()).toBe('2027-04-19T14:00:00.000Z');
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Paris').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedInstant('2027-06-01', '06:00', 'UTC').toISOString()).toBe('2027-06-01T06:00:00.000Z');
  });
});
