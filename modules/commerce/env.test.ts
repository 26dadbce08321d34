import { describe, expect, it } from 'vitest';
import { paymentsMode } from './env.server.ts';

const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const server = { embeddedDatabase: false };
const embedded = { embeddedDatabase: true };

describe('which payment service the shop uses', () => {
  type Host = Parameters<typeof paymentsMode>[1];
  const cases: Array<[string, Parameters<typeof paymentsMode>[0], Host, ReturnType<typeof paymentsMode>]> = [
    ['development defaults to the simulation', {}, { nodeEnv: 'development', ...server }, 'simulated'],
    ['tests default to the simulation', {}, { nodeEnv: 'test', ...server }, 'simulated'],
    ['production on a database server without keys closes ordering', {}, { nodeEnv: 'production', ...server }, 'off'],
    ['production with both keys uses Stripe', keys, { nodeEnv: 'production', ...server }, 'stripe'],
    ['production with one key only closes ordering', { STRIPE_SECRET_KEY: 'sk_test_x' }, { nodeEnv: 'production', ...server }, 'off'],
    ['an explicit simulation is honoured in production', { PAYMENTS: 'simulated' }, { nodeEnv: 'production', ...server }, 'simulated'],
    ['explicit Stripe without keys closes ordering', { PAYMENTS: 'stripe' }, { nodeEnv: 'development', ...server }, 'off'],
    ['explicit Stripe with keys', { PAYMENTS: 'stripe', ...keys }, { nodeEnv: 'development', ...server }, 'stripe'],
    // A plain `npm start` (production build, embedded PostgreSQL): the shop opens in test mode.
    ['a plain start on the embedded database simulates payments', {}, { nodeEnv: 'production', ...embedded }, 'simulated'],
    [
      'the embedded database with a webhook secret only still simulates',
      { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      { nodeEnv: 'production', ...embedded },
      'simulated',
    ],
    ['Stripe keys on the embedded database use Stripe', keys, { nodeEnv: 'production', ...embedded }, 'stripe'],
    [
      'explicit Stripe without keys stays closed on the embedded database',
      { PAYMENTS: 'stripe' },
      { nodeEnv: 'production', ...embedded },
      'off',
    ],
  ];
  for (const [name, env, host, want] of cases) it(name, () => expect(paymentsMode(env, host)).toBe(want));
});
