import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

type Removal = () => Promise<void>;

/**
 * The folders asked for outside a test, removed after the last test of the file. Registered when
 * the test file imports this module (vitest collects the file then and evaluates its imports again
 * for each file), so before the file's own hooks: it runs after them (afterAll hooks run last first).
 */
const afterTheFile = new Set<Removal>();
afterAll(async () => {
  for (const remove of afterTheFile) await remove();
  afterTheFile.clear();
});

/**
 * A new empty folder (`<prefix>XXXXXX`) in the system's temporary folder, or in `parent` (made if
 * missing) for files that must sit inside the project, removed with all it holds
 * when the test that asked for it finishes, passed or failed (also from a beforeEach); asked for
 * outside a test (at the top of a test file, in a describe block, in `vi.hoisted`, in a beforeAll),
 * after the last test of the file. `settled` is awaited before the removal, e.g. a background
 * mailer's queue that may still write into it.
 */
export function tempDir(prefix: string, options: { settled?: () => Promise<unknown>; parent?: string } = {}): string {
  const parent = options.parent ?? tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, prefix));
  const remove = async () => {
    await options.settled?.();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // vitest throws "Hook onTestFinished() can only be called inside a test" elsewhere.
    onTestFinished(remove);
  } catch {
    afterTheFile.add(remove);
  }
  return dir;
}
