import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * A user's shipping address (SPEC 5: required to order printed bands). The user lives in
 * better-auth's own schema, so the link is its id as text, without a foreign key across
 * the two migration systems; deleting a user removes the row (auth-server.ts afterDelete).
 */
const ShippingAddressSchema = defineEntity({
  name: 'ShippingAddress',
  tableName: 'shipping_address',
  properties: {
    id: serialKeyColumn(),
    userId: userIdColumn().unique(),
    recipient: p.string().length(120),
    street: p.string().length(160),
    unit: p.string().length(80).nullable(),
    city: p.string().length(100),
    zip: p.string().length(20),
    /** ISO 3166-2 subdivision code without the country, for US and CA; free text elsewhere. */
    state: p.string().length(80).nullable(),
    /** ISO 3166-1 alpha-2. */
    country: p.string().length(2),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class ShippingAddress extends ShippingAddressSchema.class {}
ShippingAddressSchema.setClass(ShippingAddress);
