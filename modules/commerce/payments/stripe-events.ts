import type Stripe from 'stripe';
import { isUuid } from '../../../src/lib/uuid.ts';
import type { PaymentNotice } from './payment-provider.ts';

function orderIdOf(object: { client_reference_id?: string | null; metadata?: Record<string, string> | null }): string | null {
  const id = object.client_reference_id ?? object.metadata?.orderId ?? null;
  return isUuid(id) ? id : null;
}

function intentOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function sessionFacts(session: Stripe.Checkout.Session) {
  return {
    sessionId: session.id ?? null,
    amount: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

/**
 * A Stripe event → what it means for an order. Checkout completion with the money in is the only
 * "charged"; a completed session still waiting for an asynchronous payment changes nothing yet.
 */
export function noticeFromStripeEvent(event: Stripe.Event): PaymentNotice {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        ...base,
        orderId: orderIdOf(session),
        outcome: paid ? 'charged' : 'ignored',
        paymentIntentId: intentOf(session.payment_intent),
        ...sessionFacts(session),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return {
        ...base,
        orderId: orderIdOf(session),
        outcome: 'declined',
        paymentIntentId: intentOf(session.payment_intent),
        ...sessionFacts(session),
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { ...base, orderId: orderIdOf(session), outcome: 'expired', paymentIntentId: null, ...sessionFacts(session) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        orderId: orderIdOf({ metadata: intent.metadata }),
        outcome: 'declined',
        paymentIntentId: intent.id,
        sessionId: null,
        amount: typeof intent.amount === 'number' ? intent.amount : null,
        currency: intent.currency ? intent.currency.toUpperCase() : null,
      };
    }
    default:
      return { ...base, orderId: null, outcome: 'ignored', paymentIntentId: null, sessionId: null, amount: null, currency: null };
  }
}
