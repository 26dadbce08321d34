import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './time-format.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [12600, '3:30:00'],
    [36000, '10:00:00'],
    [90061, '25:01:01'],
    [64.4, '1:04'],
    [64.5, '1:05'],
    [-65, '-1:05'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('rejects non-finite input', () => {
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseDuration', () => {
  it.each([
    ['3:30:00', 12600],
    ['0:05:00', 300],
    ['1:02:05', 3725],
    ['12:34', 754],
    ['05:00', 300],
    ['75:00', 4500],
    [' 3:30:00 ', 12600],
    ['10:00:00', 36000],
  ])('%s → %d s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '3', '3:5', '3:60', '1:60:00', '1:00:60', 'a:bc', '1:2:3', '-1:00', '1:00:00:00', '3h30'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('round-trips what it formats', () => {
    for (const seconds of [0, 5, 65, 3599, 3600, 3725, 12600, 86399]) {
      expect(parseDuration(formatDuration(seconds))).toBe(seconds);
    }
  });
});
