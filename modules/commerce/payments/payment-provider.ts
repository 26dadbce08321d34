/**
 * The payment service the shop talks to. Two implementations: Stripe Checkout (stripe-provider.ts)
 * and the offline simulation (simulated-provider.ts), which signs Stripe-shaped events with a
 * local secret and sends them through the same webhook code. Amounts are minor units.
 */
export interface CheckoutRequest {
  orderId: string;
  /** What the card statement and the checkout page say, e.g. "Paceband order PB-000042". */
  description: string;
  amount: number;
  currency: string;
  email: string | null;
  locale: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

interface CheckoutSession {
  sessionId: string;
  /** Where to send the buyer: Stripe's hosted page or our simulated one. */
  url: string;
}

/** A verified provider event, reduced to what changes an order. */
export interface PaymentNotice {
  eventId: string;
  type: string;
  orderId: string | null;
  outcome: 'charged' | 'declined' | 'expired' | 'ignored';
  paymentIntentId: string | null;
  /** The checkout session the event is about (null for a payment intent's own events). */
  sessionId: string | null;
  /** What was paid (or asked), minor units, and its currency upper-case; checked against the order. */
  amount: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it does not verify. */
  readEvent(rawBody: string, signature: string | null): Promise<PaymentNotice>;
  /** Gives a payment back: `amount` minor units, or all of it when null. One refund per payment intent (idempotent). */
  refund(paymentIntentId: string, amount: number | null): Promise<{ refundId: string }>;
  /**
   * Closes an open checkout so it can no longer be paid: its order was cancelled, or a new checkout
   * of the same order replaced it. A checkout already closed (paid, expired) is no error.
   */
  expireCheckout(sessionId: string): Promise<void>;
}

export class WebhookSignatureError extends Error {}

export class PaymentProviderError extends Error {}
