import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { stripeProvider } from '../payments/stripe-provider.ts';

/**
 * Test code: a local stand-in for the Stripe endpoints the shop calls (create a checkout
 * session, expire one, refund). It records what the SDK sent, form-decoded, so tests can check the
 * real provider's requests; nothing here talks to the internet.
 */
export interface FakeStripe {
  port: number;
  requests: Array<{ method: string; path: string; form: Record<string, string>; idempotencyKey: string | null; auth: string | null }>;
  /** Makes the next call answer with this Stripe error. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

/**
 * For a test file: the fake, started before its tests and closed after them, and the real Stripe provider
 * (a test key, `webhookSecret`) pointed at it. Both are read inside the tests, once they have started.
 */
export function useFakeStripe(webhookSecret: string): { fake: () => FakeStripe; provider: () => PaymentProvider } {
  let fake: FakeStripe | undefined;
  let provider: PaymentProvider | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = stripeProvider({ secretKey: 'sk_test_fake', webhookSecret, host: '127.0.0.1', port: fake.port, protocol: 'http' });
  });
  afterAll(() => fake?.close());
  return { fake: () => fake!, provider: () => provider! };
}

async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  let failure: { status: number; message: string } | null = null;
  let counter = 0;
  // Sessions this fake opened, and whether they are still open (Stripe answers 400 to expiring a closed one).
  const open = new Map<string, boolean>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        form,
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
        auth: req.headers.authorization ?? null,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++counter}` });
        res.end(JSON.stringify(json));
      };
      if (failure) {
        const f = failure;
        failure = null;
        return send(f.status, { error: { type: f.status >= 500 ? 'api_error' : 'invalid_request_error', message: f.message } });
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        open.set(id, true);
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          client_reference_id: form.client_reference_id,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          payment_status: 'unpaid',
          status: 'open',
        });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.url ?? '');
      if (req.method === 'POST' && expire) {
        const id = decodeURIComponent(expire[1]!);
        if (!open.get(id))
          return send(400, {
            error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` },
          });
        open.set(id, false);
        return send(200, { id, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' });
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        return send(200, {
          id: `re_test_${++counter}`,
          object: 'refund',
          payment_intent: form.payment_intent,
          amount: Number(form.amount),
          status: 'succeeded',
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
