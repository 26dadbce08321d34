import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import type { PasswordTask } from '../services/password-strength-worker.ts';

/** The password check as the server runs it: a real worker thread running password-strength-worker.ts. */
const pool = testWorkerPool<PasswordTask, boolean>(
  { file: 'modules/accounts/services/password-strength-worker.ts', maxQueue: 4 },
  async () => (await import('../services/password-strength-worker.ts')).default,
);

describe('password checks in a worker thread', () => {
  it('refuses common passwords and the account’s own words there, and accepts a good one', async () => {
    expect(await pool.run({ password: 'password', userInputs: [] })).toBe(true);
    expect(await pool.run({ password: 'zorblaxquint', userInputs: ['Zorblaxquint'] })).toBe(true);
    expect(await pool.run({ password: 'sunday-river-42', userInputs: ['Ann', 'ann@example.com'] })).toBe(false);
  });
});
