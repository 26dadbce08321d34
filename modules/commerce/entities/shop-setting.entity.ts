import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/** The team's shop settings (prices, currency, shipping, donation tiers) as one checked JSON value per key. */
const ShopSettingSchema = defineEntity({
  name: 'ShopSetting',
  tableName: 'commerce_setting',
  properties: {
    key: p.string().length(40).primary(),
    value: p.json<Record<string, unknown>>(),
    updatedAt: updatedAtColumn(),
    updatedBy: userIdColumn().nullable(),
  },
});

export class ShopSetting extends ShopSettingSchema.class {}
ShopSettingSchema.setClass(ShopSetting);
