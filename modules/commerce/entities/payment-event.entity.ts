import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from '../../../src/db/columns.ts';

/** Provider events already handled, by their id: a replayed event finds its row and changes nothing. */
const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'commerce_payment_event',
  properties: {
    eventId: p.string().length(255).primary(),
    type: p.string().length(80),
    orderId: p.uuid().nullable(),
    outcome: p.string().length(40),
    receivedAt: createdAtColumn(),
  },
});

export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);
