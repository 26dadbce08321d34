import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeRenderErrorsToLog } from './render-error-log.ts';

const original = console.error;
afterEach(() => {
  console.error = original;
});

describe('routeRenderErrorsToLog', () => {
  it('drops routing signals, logs render failures, leaves other messages alone', () => {
    const passthrough = vi.fn();
    console.error = passthrough;
    const log = vi.fn();
    routeRenderErrorsToLog(log);
    const redirect = Object.assign(new Error('Redirect'), { digest: '__WAKU_CUSTOM_ERROR__;{"status":303}' });
    const failure = new Error('database down');
    console.error('Error during rendering:', redirect);
    console.error('Error during rendering:', failure);
    console.error('something else', 1);
    expect(log).toHaveBeenCalledExactlyOnceWith(failure);
    expect(passthrough).toHaveBeenCalledExactlyOnceWith('something else', 1);
  });
});
