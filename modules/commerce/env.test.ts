import { describe, expect, it } from 'vitest';
import { paymentsMode } from './env.server.ts';

const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('which payment service the shop uses', () => {
  const cases: Array<[string, Parameters<typeof paymentsMode>[0], string, ReturnType<typeof paymentsMode>]> = [
    ['development defaults to the simulation', {}, 'development', 'simulated'],
    ['tests default to the simulation', {}, 'test', 'simulated'],
    ['production without keys closes ordering', {}, 'production', 'off'],
    ['production with both keys uses Stripe', keys, 'production', 'stripe'],
    ['production with one key only closes ordering', { STRIPE_SECRET_KEY: 'sk_test_x' }, 'production', 'off'],
    ['an explicit simulation is honoured in production', { PAYMENTS: 'simulated' }, 'production', 'simulated'],
    ['explicit Stripe without keys closes ordering', { PAYMENTS: 'stripe' }, 'development', 'off'],
    ['explicit Stripe with keys', { PAYMENTS: 'stripe', ...keys }, 'development', 'stripe'],
  ];
  for (const [name, env, nodeEnv, want] of cases) it(name, () => expect(paymentsMode(env, nodeEnv)).toBe(want));
});
