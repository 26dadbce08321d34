import { serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { PasswordTask } from './password-strength-worker.ts';

/**
 * Password strength, checked off the event loop (src/host/worker-pool.ts): zxcvbn's dictionaries
 * of our four languages cost 57 MB of heap (their modules, then the ranked dictionaries built on
 * first use) and a check about 17 ms; on the event loop, every visitor would wait for each
 * registration. Checks are rare (registration, password changes), so they get a thread of their
 * own that exits PASSWORD_THREAD_IDLE_MS after the last one, dictionaries and all, instead of
 * leaving them for good in the shared thread that draws bands and parses courses (whose heap V8
 * then sized for them, ADR 0017). The price is the first check after a quiet spell: 1.3–1.5 s to
 * start the thread and read the dictionaries on the 2-core machine at load 3; a retry within the
 * idle time is served warm, in about 17 ms. Tests check on their own thread. A full queue is a
 * 503 with Retry-After (BusyError).
 */
export const PASSWORD_THREAD_IDLE_MS = 5_000;
const pool = workerPool<PasswordTask, boolean>(
  {
    file: 'modules/accounts/services/password-strength-worker.ts',
    threads: serverThreads(1),
    maxQueue: 64,
    ownThread: { idleMs: PASSWORD_THREAD_IDLE_MS },
  },
  async () => (await import('./password-strength-worker.ts')).default,
);

/** True when the password is too easy to guess (password-strength.ts), the account's own words included. */
export function passwordIsGuessable(password: string, userInputs: readonly (string | null | undefined)[] = []): Promise<boolean> {
  return pool.run({ password, userInputs: userInputs.filter((input): input is string => typeof input === 'string') });
}
