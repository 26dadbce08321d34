import { serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { PasswordTask } from './password-strength-worker.ts';

/**
 * Password strength, checked in the shared worker pool (src/host/worker-pool.ts): zxcvbn builds
 * its dictionaries of our four languages on first use (about 380 ms and 54 MB of heap) and then
 * takes about 17 ms a check; on the event loop, every visitor would wait for each registration.
 * The worker lets the dictionaries go after a minute without a check (password-strength.ts).
 * Tests check on their own thread. A full queue is a 503 with Retry-After (BusyError).
 */
const pool = workerPool<PasswordTask, boolean>(
  { file: 'modules/accounts/services/password-strength-worker.ts', threads: serverThreads(1), maxQueue: 64 },
  async () => (await import('./password-strength-worker.ts')).default,
);

/** True when the password is too easy to guess (password-strength.ts), the account's own words included. */
export function passwordIsGuessable(password: string, userInputs: readonly (string | null | undefined)[] = []): Promise<boolean> {
  return pool.run({ password, userInputs: userInputs.filter((input): input is string => typeof input === 'string') });
}
