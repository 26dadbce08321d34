/**
 * One "app replica" for src/host/rate-limit.test.ts: a Hono app with the host's rate limit on
 * DATABASE_URL, sending REQUESTS requests from one client; prints the statuses as JSON.
 */
import { Hono } from 'hono';
import { TooManyRequestsError } from '../../src/lib/http-errors.ts';
import { closeRateLimitPool, rateLimit } from '../../src/host/rate-limit.ts';

const app = new Hono()
  .use(rateLimit({ name: process.env.LIMIT_NAME!, windowMs: 60_000, max: Number(process.env.LIMIT_MAX), key: () => '198.51.100.1' }))
  .get('/', (c) => c.text('ok'))
  .onError((error, c) => (error instanceof TooManyRequestsError ? c.text('slow down', 429) : c.text('error', 500)));

const statuses: number[] = [];
for (let i = 0; i < Number(process.env.REQUESTS); i++) statuses.push((await app.request('/')).status);
await closeRateLimitPool();
console.log(JSON.stringify(statuses));
