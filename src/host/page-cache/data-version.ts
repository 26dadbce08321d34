/**
 * What a page cache needs to know of the data behind its pages: the version now, read at most
 * once per `intervalMs` (requests never wait for it), and whether a page rendered under a version
 * may be kept. A change is seen up to `intervalMs` late on each replica; for `settleMs` after it
 * nothing is kept, because the writer's transaction may not have committed when its trigger moved
 * the version on (a page rendered in that window could show the old rows under the new version).
 */
export interface DataVersion {
  /** The last version read; -1 until the first read answers or after a failed read (keep nothing). */
  current(): number;
  /** A page rendered when `current()` was `started` may be stored now. */
  mayStore(started: number): boolean;
}

export interface DataVersionOptions {
  read: () => Promise<number>;
  intervalMs?: number;
  settleMs?: number;
  now?: () => number;
}

export function polledDataVersion({ read, intervalMs = 1_000, settleMs = 2_000, now = Date.now }: DataVersionOptions): DataVersion {
  let version = -1;
  let checkedAt = -Infinity;
  let changedAt = -Infinity;
  let reading: Promise<void> | null = null;
  const refresh = () => {
    reading = read()
      .then(
        (next) => {
          // The first answer is where this process starts, not a change.
          if (next !== version && version !== -1) changedAt = now();
          version = next;
        },
        () => {
          version = -1;
        },
      )
      .finally(() => {
        checkedAt = now();
        reading = null;
      });
  };
  return {
    current() {
      if (!reading && now() - checkedAt >= intervalMs) refresh();
      return version;
    },
    mayStore(started) {
      return started >= 0 && started === version && now() - changedAt >= settleMs;
    },
  };
}
