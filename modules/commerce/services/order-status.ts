/**
 * Order statuses (SPEC 4) and the one table of allowed changes. `charged` is shown as "Paid".
 * Only the payment webhook moves an order to `charged` or `declined` (actor 'payment'); the team
 * moves paid orders on to printed and mailed, or cancels them (a refund goes with a paid one).
 */
export const ORDER_STATUSES = ['initial', 'charged', 'declined', 'canceled', 'printed', 'mailed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type ActorKind = 'payment' | 'staff' | 'member' | 'system';

interface Transition {
  to: OrderStatus;
  by: readonly ActorKind[];
}

const TRANSITIONS: Record<OrderStatus, readonly Transition[]> = {
  // A checkout is open: the provider answers, the member gives up, or the session expires.
  initial: [
    { to: 'charged', by: ['payment'] },
    { to: 'declined', by: ['payment'] },
    { to: 'canceled', by: ['member', 'staff', 'system'] },
  ],
  // A declined card may be retried in a new checkout of the same order.
  declined: [
    { to: 'initial', by: ['member'] },
    { to: 'charged', by: ['payment'] },
    { to: 'canceled', by: ['member', 'staff', 'system'] },
  ],
  charged: [
    { to: 'printed', by: ['staff'] },
    { to: 'canceled', by: ['staff'] },
  ],
  printed: [
    { to: 'mailed', by: ['staff'] },
    { to: 'canceled', by: ['staff'] },
  ],
  mailed: [],
  canceled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus, by: ActorKind): boolean {
  return TRANSITIONS[from].some((t) => t.to === to && t.by.includes(by));
}

/** Statuses that mean the money was taken (a cancel from here refunds). */
export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'charged' || status === 'printed' || status === 'mailed';
}

/** Where the team may move an order from here (the admin screen's choices). */
export function staffTargets(from: OrderStatus): OrderStatus[] {
  return TRANSITIONS[from].filter((t) => t.by.includes('staff')).map((t) => t.to);
}
