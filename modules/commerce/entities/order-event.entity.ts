import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn } from '../../../src/db/columns.ts';
import type { ActorKind, OrderStatus } from '../services/order-status.ts';
import { Order } from './order.entity.ts';

/** Every status change of an order: from, to, who (kind and user id) and when. */
const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'commerce_order_event',
  properties: {
    id: serialKeyColumn(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    fromStatus: p.string().length(10).$type<OrderStatus>().nullable(),
    toStatus: p.string().length(10).$type<OrderStatus>(),
    actorKind: p.string().length(10).$type<ActorKind>(),
    actorId: p.string().length(255).nullable(),
    note: p.string().length(255).nullable(),
    at: createdAtColumn(),
  },
});

export class OrderEvent extends OrderEventSchema.class {}
OrderEventSchema.setClass(OrderEvent);
