import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP_WORKER, intlWarmUpScript } from './intl-warm-up.ts';

const workerSource = readFileSync(path.resolve(import.meta.dirname, '../../public', INTL_WARM_UP_WORKER.slice(1)), 'utf8');

/**
 * The head script in a stand-in of the browser's globals, with a worker that runs the real
 * public/intl-warm-up.js in a context of its own (with the real Intl) when it gets its message.
 */
function runScript(lang: string, options: { refuseWorkers?: boolean } = {}) {
  const events: string[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    constructor(url: string) {
      if (options.refuseWorkers) throw new Error('SecurityError');
      events.push(`worker ${url}`);
    }
    postMessage(data: unknown) {
      events.push(`to worker ${String(data)}`);
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
  runInNewContext(intlWarmUpScript(), { document: { documentElement: { lang } }, Worker: FakeWorker });
  return events;
}

describe('the number-formatting warm-up', () => {
  it("formats in a worker in the page's language, then stops the worker", () => {
    expect(runScript('fr')).toEqual(['worker /intl-warm-up.js', 'to worker fr', 'from worker 0', 'terminated']);
    expect(workerSource).toContain('Intl.NumberFormat');
  });

  it('answers even for a language tag Intl refuses, so the worker is always stopped', () => {
    expect(runScript('not a language!')).toContain('terminated');
  });

  it('does nothing, and throws nothing, where workers are refused', () => {
    expect(runScript('en', { refuseWorkers: true })).toEqual([]);
  });
});
