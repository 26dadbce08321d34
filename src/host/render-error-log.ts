/**
 * Waku logs every error thrown while rendering with console.error, including its own routing
 * signals (not-found, redirects), which are not failures. Keep the signals out of the logs and
 * send real render errors to the structured log.
 */
export function routeRenderErrorsToLog(log: (error: unknown) => void): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args[0] === 'Error during rendering:') {
      const digest = (args[1] as { digest?: unknown } | null)?.digest;
      if (typeof digest === 'string' && digest.startsWith('__WAKU_CUSTOM_ERROR__')) return;
      log(args[1]);
      return;
    }
    original(...args);
  };
}
