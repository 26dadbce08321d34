import { defineEntity, p } from '@mikro-orm/core';
import { Order } from './order.entity.ts';
import { serialKeyColumn } from '../../../src/db/columns.ts';

/**
 * One saved band in an order: a snapshot of its definition (later edits do not change what was
 * paid for): the band definition, the course it follows and the theme's look.
 */
const OrderLineSchema = defineEntity({
  name: 'OrderLine',
  tableName: 'commerce_order_line',
  properties: {
    id: serialKeyColumn(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    position: p.integer(),
    savedBandId: p.uuid().nullable(),
    title: p.string().length(120),
    /** The uuid of the course the band follows, or null. */
    courseId: p.string().length(64).nullable(),
    /** The saved band's band definition (the band builder's BandDefinition: plan, band, paper, course, theme). */
    definition: p.json<Record<string, unknown>>(),
    /**
     * The theme as it was when ordered (the band builder's OrderedTheme: images as data URLs, so
     * up to a few MB; loaded only for printing); null without a theme or for older lines.
     */
    theme: p.json<object>().nullable().lazy(),
    quantity: p.integer(),
    unitPrice: p.integer(),
  },
});

export class OrderLine extends OrderLineSchema.class {}
OrderLineSchema.setClass(OrderLine);
