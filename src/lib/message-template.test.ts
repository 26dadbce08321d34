import { describe, expect, it } from 'vitest';
import { fillTemplate } from './message-template.ts';

describe('fillTemplate', () => {
  it.each([
    ['Over ({unit})', { unit: 'km' }, 'Over (km)'],
    ['{count} breaks, {time}', { count: 3, time: '1:30' }, '3 breaks, 1:30'],
    ['Missing {x}', {}, 'Missing {x}'],
    ['No placeholders', { a: 1 }, 'No placeholders'],
  ])('%s', (template, params, expected) => {
    expect(fillTemplate(template, params)).toBe(expected);
  });
});
