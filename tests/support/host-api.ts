import { Hono } from 'hono';
import { apiRoutes } from '../../src/host/api.ts';
import { apiErrorBody, statusOf } from '../../src/host/middleware/error-mapping.ts';
import type { ApiContribution } from '../../src/host/module-contract.ts';

/**
 * Module API apps mounted as the host mounts them (src/host/api.ts: body limits, the same-origin
 * check, unknown /api paths), with the host's JSON error shape, for integration tests without a
 * server. Paths start with /api.
 */
export function hostApi(mounts: readonly ApiContribution[], options: { bodyLimit?: number; trustedOrigins?: string[] } = {}): Hono {
  const app = new Hono();
  app.onError((error) => {
    const status = statusOf(error);
    return Response.json(apiErrorBody(error, status, 'en'), { status });
  });
  app.use(apiRoutes(mounts, { defaultBodyLimit: options.bodyLimit ?? 256 * 1024, trustedOrigins: () => options.trustedOrigins ?? [] }));
  return app;
}
