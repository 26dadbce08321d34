import type { OrderAddress } from '../entities/order.entity.ts';
import type { PaymentAlertReason, RefundStatus } from '../entities/payment-alert.entity.ts';
import type { ActorKind, OrderStatus } from '../services/order-status.ts';
import type { Quote } from '../services/pricing.ts';
import type { PromoTerms } from '../services/promo-rules.ts';

export type { OrderAddress, PaymentAlertReason };

export interface OrderLineDto {
  position: number;
  savedBandId: string | null;
  title: string;
  /** The uuid of the course the band follows, or null. */
  courseId: string | null;
  /** The band definition as ordered. */
  definition: Record<string, unknown>;
  quantity: number;
  unitPrice: number;
}

/**
 * A line as the print run reads it: with the theme kept when it was ordered (the band builder's
 * OrderedTheme, opaque here; null for none, or older lines).
 */
export interface PrintLineDto extends OrderLineDto {
  theme: object | null;
}

export interface OrderEventDto {
  from: OrderStatus | null;
  to: OrderStatus;
  actorKind: ActorKind;
  actorId: string | null;
  note: string | null;
  /** ISO 8601. */
  at: string;
}

/** An order with its quote (the prices as they were when ordered). */
export interface OrderDto extends Quote {
  id: string;
  number: number;
  kind: 'bands' | 'donation';
  userId: string | null;
  email: string | null;
  buyerName: string | null;
  locale: string;
  status: OrderStatus;
  promoCode: string | null;
  /** The code's discount when ordered ("10%", "5.00 CAD"). */
  promoDiscount: string | null;
  shippingAddress: OrderAddress | null;
  countryGroup: string | null;
  comment: string | null;
  donationTier: string | null;
  paymentProvider: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refundId: string | null;
  paidAt: string | null;
  createdAt: string;
}

export interface OrderDetailDto extends OrderDto {
  lines: OrderLineDto[];
  events: OrderEventDto[];
}

/** An order as the print run reads it (findOrdersToPrint). */
export interface PrintOrderDto extends OrderDetailDto {
  lines: PrintLineDto[];
}

export interface PromoDto extends PromoTerms {
  id: number;
  /** SPEC 3's discount: "10%" or "5.00 CAD". */
  discount: string;
  /** Redeemed uses plus open reservations. */
  uses: number;
}

/** A payment the shop did not keep on its order, and what became of its refund (issue 28). */
export interface PaymentAlertDto {
  id: number;
  orderId: string;
  reason: PaymentAlertReason;
  detail: string | null;
  eventId: string;
  paymentIntentId: string | null;
  amount: number | null;
  currency: string | null;
  refundStatus: RefundStatus;
  refundId: string | null;
  /** ISO 8601. */
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** "PB-000042": how people read an order number. */
export function orderLabel(number: number): string {
  return `PB-${String(number).padStart(6, '0')}`;
}
