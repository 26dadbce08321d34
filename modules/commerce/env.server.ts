import { z } from 'zod';
import { defineEnv, env } from '../../src/host/env.server.ts';

/** The shop's settings (README: configuration). */
export const commerceEnvSchema = z.object({
  /** 'stripe' or 'simulated'. Unset: simulated outside production; in production Stripe when its keys are set, else no ordering. */
  PAYMENTS: z.enum(['stripe', 'simulated']).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
});

export const commerceEnv = defineEnv(commerceEnvSchema);

export type PaymentsMode = 'stripe' | 'simulated' | 'off';

/**
 * Which payment service the shop uses. Production never falls back to the simulation by itself:
 * without Stripe's two keys (or an explicit PAYMENTS=simulated) ordering and donations are closed.
 */
export function paymentsMode(e: z.infer<typeof commerceEnvSchema>, nodeEnv: string): PaymentsMode {
  const keys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENTS === 'simulated') return 'simulated';
  if (e.PAYMENTS === 'stripe') return keys ? 'stripe' : 'off';
  if (nodeEnv !== 'production') return 'simulated';
  return keys ? 'stripe' : 'off';
}

export function currentPaymentsMode(): PaymentsMode {
  return paymentsMode(commerceEnv(), env().NODE_ENV);
}
