import { z } from 'zod';
import { defineEnv, env } from '../../src/host/env.server.ts';

/** The shop's settings (README: configuration). */
export const commerceEnvSchema = z.object({
  /** 'stripe' or 'simulated'. Unset: see paymentsMode. */
  PAYMENTS: z.enum(['stripe', 'simulated']).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
});

export const commerceEnv = defineEnv(commerceEnvSchema);

export type PaymentsMode = 'stripe' | 'simulated' | 'off';

/**
 * Which payment service the shop uses. Unset, outside production and on the embedded database (a
 * plain `npm start` without DATABASE_URL, which is a trial, never two replicas' shared site) the
 * offline simulation opens the shop, labelled "test mode"; production on a database server uses
 * Stripe when both its keys are set and otherwise closes ordering and donations: a real site
 * never falls back to the simulation by itself.
 */
export function paymentsMode(e: z.infer<typeof commerceEnvSchema>, host: { nodeEnv: string; embeddedDatabase: boolean }): PaymentsMode {
  const keys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENTS === 'simulated') return 'simulated';
  if (e.PAYMENTS === 'stripe') return keys ? 'stripe' : 'off';
  if (host.nodeEnv !== 'production') return 'simulated';
  if (keys) return 'stripe';
  return host.embeddedDatabase ? 'simulated' : 'off';
}

export function currentPaymentsMode(): PaymentsMode {
  // env() was parsed before the start set DATABASE_URL to the embedded server's: unset means embedded.
  const host = env();
  return paymentsMode(commerceEnv(), { nodeEnv: host.NODE_ENV, embeddedDatabase: !host.DATABASE_URL });
}
