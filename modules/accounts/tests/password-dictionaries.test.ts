import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESTIMATOR_IDLE_MS, estimatorHeld, isGuessablePassword } from '../services/password-strength.ts';

// A file of its own: the estimator is built here first, under fake timers.
beforeAll(() => {
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the password dictionaries', () => {
  it('lets the dictionaries go after a minute without a check, and judges the same when built again', () => {
    expect(isGuessablePassword('marathon')).toBe(true);
    expect(estimatorHeld()).toBe(true);
    vi.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1000);
    expect(isGuessablePassword('sunday-river-42')).toBe(false);
    vi.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1000);
    expect(estimatorHeld()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(estimatorHeld()).toBe(false);
    expect(isGuessablePassword('marathon')).toBe(true);
    expect(isGuessablePassword('sunday-river-42')).toBe(false);
  });
});
