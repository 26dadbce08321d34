import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag.ts';

describe('etagMatches', () => {
  it.each([
    [null, '"a"', false],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b", "a"', '"a"', true],
    ['"b"', '"a"', false],
    ['*', '"a"', true],
    ['"ab"', '"a"', false],
  ])('%s against %s: %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
