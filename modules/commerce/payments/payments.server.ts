import { commerceEnv, currentPaymentsMode } from '../env.server.ts';
import { stripeProvider } from './stripe-provider.ts';
import { simulatedProvider, type SimulatedProvider } from './simulated-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import '../routes.ts';

let provider: PaymentProvider | null | undefined;

/** The process's payment service from the environment; null when ordering is closed (no keys in production). */
export function paymentProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider;
  const mode = currentPaymentsMode();
  const e = commerceEnv();
  provider =
    mode === 'stripe'
      ? stripeProvider({ secretKey: e.STRIPE_SECRET_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET! })
      : mode === 'simulated'
        ? simulatedProvider({
            ...(e.STRIPE_WEBHOOK_SECRET ? { webhookSecret: e.STRIPE_WEBHOOK_SECRET } : {}),
            checkoutUrl: (session, locale) => routePath(toLocale(locale), 'checkout.simulated', { session }),
          })
        : null;
  return provider;
}

export function isSimulated(p: PaymentProvider | null): p is SimulatedProvider {
  return p?.name === 'simulated';
}
