import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineJson, singleLineText } from './plain-text.ts';

describe('singleLineText', () => {
  it.each([
    ['Paris Marathon', 'Paris Marathon'],
    ['Race\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M', 'Race BEGIN:VALARM TRIGGER:-PT5M'],
    ['a\nb', 'a b'],
    ['a\rb', 'a b'],
    ['a\tb', 'a b'],
    ['a \r\n\t b', 'a b'],
    ['a\u2028b\u2029c', 'a b c'],
    ['a\u0085b', 'a b'],
    ['a\vb\fc', 'a b c'],
    ['a\u0000b', 'ab'],
    ['\u0000', ''],
    ['a\u0007\u001b[31mb', 'a[31mb'],
    ['a\u007fb\u0080c\u009fd', 'abcd'],
    ['two  spaces kept', 'two  spaces kept'],
    ['  trimmed by the schemas, not here  ', '  trimmed by the schemas, not here  '],
    ['Québec — Plains Run 🏃', 'Québec — Plains Run 🏃'],
    ['no\u00a0break', 'no\u00a0break'],
  ])('%j → %j', (input, expected) => {
    expect(singleLineText(input)).toBe(expected);
  });

  it('leaves no control character in any of the 65,536 BMP code units', () => {
    const all = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).join('');
    // eslint-disable-next-line no-control-regex -- the controls that must be gone
    expect(singleLineText(all)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it('reads long runs of blanks whole (one match per run)', () => {
    const long = ` ${' '.repeat(200_000)}x${' \n'.repeat(100_000)}`;
    expect(singleLineText(long)).toBe(` ${' '.repeat(200_000)}x `);
  });
});

describe('multiLineText', () => {
  it.each([
    ['line one\nline two', 'line one\nline two'],
    ['windows\r\nbreaks\r\n', 'windows\r\nbreaks\r\n'],
    ['tab\tkept', 'tab\tkept'],
    ['nul\u0000 gone', 'nul gone'],
    ['bell\u0007, escape\u001b, vt\u000b, ff\u000c, del\u007f, c1\u0085\u009b', 'bell, escape, vt, ff, del, c1'],
    ['separators\u2028kept\u2029', 'separators\u2028kept\u2029'],
  ])('%j → %j', (input, expected) => {
    expect(multiLineText(input)).toBe(expected);
  });
});

describe('singleLineJson', () => {
  it('cleans every string, keys too, and leaves the rest', () => {
    const value = { 'a\u0000': ['x\r\ny', 1, null, true, { b: 'c\u0000' }], n: 2.5 };
    expect(singleLineJson(value)).toEqual({ a: ['x y', 1, null, true, { b: 'c' }], n: 2.5 });
    expect(JSON.stringify(singleLineJson(value))).not.toContain('\\u0000');
  });
});
