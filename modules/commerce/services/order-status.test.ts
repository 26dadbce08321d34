import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, isPaidStatus, staffTargets, type ActorKind, type OrderStatus } from './order-status.ts';

// Every (from, to, actor) that is allowed; everything else must be refused.
const ALLOWED: Array<[OrderStatus, OrderStatus, ActorKind]> = [
  ['initial', 'charged', 'payment'],
  ['initial', 'declined', 'payment'],
  ['initial', 'canceled', 'member'],
  ['initial', 'canceled', 'staff'],
  ['initial', 'canceled', 'system'],
  ['declined', 'initial', 'member'],
  ['declined', 'charged', 'payment'],
  ['declined', 'canceled', 'member'],
  ['declined', 'canceled', 'staff'],
  ['declined', 'canceled', 'system'],
  ['charged', 'printed', 'staff'],
  ['charged', 'canceled', 'staff'],
  ['printed', 'mailed', 'staff'],
  ['printed', 'canceled', 'staff'],
];
const ACTORS: ActorKind[] = ['payment', 'staff', 'member', 'system'];

describe('order status transitions', () => {
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      for (const by of ACTORS) {
        const expected = ALLOWED.some(([f, t, a]) => f === from && t === to && a === by);
        it(`${from} → ${to} by ${by}: ${expected ? 'allowed' : 'refused'}`, () => {
          expect(canTransition(from, to, by)).toBe(expected);
        });
      }

  it('only the payment provider marks an order paid', () => {
    for (const from of ORDER_STATUSES)
      for (const by of ['staff', 'member', 'system'] as const) expect(canTransition(from, 'charged', by)).toBe(false);
  });

  it('a paid order never goes back to unpaid', () => {
    for (const from of ['charged', 'printed', 'mailed'] as const)
      for (const to of ['initial', 'declined', 'charged'] as const)
        for (const by of ACTORS) expect(canTransition(from, to, by)).toBe(false);
  });

  it('the team sees where it may move an order', () => {
    expect(staffTargets('charged')).toEqual(['printed', 'canceled']);
    expect(staffTargets('mailed')).toEqual([]);
    expect(isPaidStatus('printed')).toBe(true);
    expect(isPaidStatus('declined')).toBe(false);
  });
});
