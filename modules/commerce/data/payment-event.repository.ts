import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Claims a provider event by id inside the caller's transaction: true the first time, false for a
 * replay. Two deliveries at once wait on the primary key; the second then sees the first's row.
 */
export async function claimPaymentEvent(tx: EntityManager, eventId: string, type: string, orderId: string | null): Promise<boolean> {
  const rows = await tx.execute<Array<{ event_id: string }>>(
    `insert into commerce_payment_event (event_id, type, order_id, outcome, received_at)
     values (?, ?, ?, 'received', now()) on conflict (event_id) do nothing returning event_id`,
    [eventId, type, orderId],
  );
  return rows.length === 1;
}

export async function recordPaymentOutcome(tx: EntityManager, eventId: string, outcome: string): Promise<void> {
  await tx.execute(`update commerce_payment_event set outcome = ? where event_id = ?`, [outcome, eventId]);
}
