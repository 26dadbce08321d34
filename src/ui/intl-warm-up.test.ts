import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { intlWarmUpScript } from './intl-warm-up.ts';

/**
 * The head script in a stand-in of the browser's globals: the Blob it builds, the worker it
 * starts with that Blob's URL, and what the worker's own source does when it gets the language.
 */
function runScript(lang: string, options: { refuseWorkers?: boolean } = {}) {
  const events: string[] = [];
  let workerSource = '';
  class FakeBlob {
    constructor(parts: string[], init: { type: string }) {
      workerSource = parts.join('');
      events.push(`blob ${init.type}`);
    }
  }
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    constructor(url: string) {
      if (options.refuseWorkers) throw new Error('SecurityError');
      events.push(`worker ${url}`);
    }
    postMessage(data: unknown) {
      events.push(`to worker ${String(data)}`);
      // The worker's own source, run in a context of its own with the real Intl.
      const scope: Record<string, unknown> = { Intl };
      scope.postMessage = (answer: unknown) => {
        events.push(`from worker ${String(answer)}`);
        this.onmessage?.({ data: answer });
      };
      runInNewContext(workerSource, scope);
      (scope.onmessage as (event: { data: unknown }) => void)({ data });
    }
    terminate() {
      events.push('terminated');
    }
  }
  const URLs = {
    createObjectURL: () => 'blob:page/1',
    revokeObjectURL: (url: string) => events.push(`revoked ${url}`),
  };
  runInNewContext(intlWarmUpScript(), { document: { documentElement: { lang } }, Blob: FakeBlob, Worker: FakeWorker, URL: URLs });
  return { events, workerSource };
}

describe('the number-formatting warm-up', () => {
  it("formats in a worker in the page's language, then stops the worker and frees its URL", () => {
    const { events, workerSource } = runScript('fr');
    expect(events).toEqual([
      'blob text/javascript',
      'worker blob:page/1',
      'to worker fr',
      'from worker 0',
      'terminated',
      'revoked blob:page/1',
    ]);
    expect(workerSource).toContain('Intl.NumberFormat');
  });

  it('answers even for a language tag Intl refuses, so the worker is always stopped', () => {
    expect(runScript('not a language!').events).toContain('terminated');
  });

  it('does nothing, and throws nothing, where workers are refused', () => {
    expect(runScript('en', { refuseWorkers: true }).events).toEqual(['blob text/javascript', 'revoked blob:page/1']);
  });
});
