import { defineEntity, p } from '@mikro-orm/core';
import { Order } from './order.entity.ts';

/** One saved band in an order: a snapshot of its settings (later edits do not change what was paid for). */
const OrderLineSchema = defineEntity({
  name: 'OrderLine',
  tableName: 'commerce_order_line',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    position: p.integer(),
    savedBandId: p.uuid().nullable(),
    title: p.string().length(120),
    courseId: p.string().length(64).nullable(),
    state: p.json<Record<string, unknown>>(),
    quantity: p.integer(),
    unitPrice: p.integer(),
  },
});

export class OrderLine extends OrderLineSchema.class {}
OrderLineSchema.setClass(OrderLine);
