import { describe, expect, it } from 'vitest';
import { toastTimeout } from './toast-timeouts.ts';

describe('toast timeouts (SPEC 9)', () => {
  it.each([
    ['success', undefined, 4000],
    ['info', undefined, 4000],
    ['warning', undefined, 6000],
    ['error', undefined, 8000],
    [undefined, undefined, 5000],
    ['error', 0, 0],
  ] as const)('%s (override %s) → %i ms', (kind, override, expected) => {
    expect(toastTimeout(kind, override)).toBe(expected);
  });
});
