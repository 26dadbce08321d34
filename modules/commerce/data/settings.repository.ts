import type { EntityManager } from '@mikro-orm/postgresql';
import { ShopSetting } from '../entities/shop-setting.entity.ts';
import { DEFAULT_SHOP_SETTINGS, shopSettingsSchema, type ShopSettings } from '../services/shop-settings.ts';

const KEY = 'shop';

/** The team's settings; the seeded defaults fill anything missing or broken. */
export async function getShopSettings(em: EntityManager): Promise<ShopSettings> {
  const row = await em.findOne(ShopSetting, { key: KEY });
  const parsed = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...(row?.value ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS;
}

export async function saveShopSettings(em: EntityManager, settings: ShopSettings, by: string | null): Promise<void> {
  const value = shopSettingsSchema.parse(settings) as unknown as Record<string, unknown>;
  const row = await em.findOne(ShopSetting, { key: KEY });
  if (row) em.assign(row, { value, updatedBy: by });
  else em.create(ShopSetting, { key: KEY, value, updatedBy: by });
  await em.flush();
}

/** Writes the defaults once; never overwrites what the team set. */
export async function seedShopSettings(em: EntityManager): Promise<number> {
  if (await em.findOne(ShopSetting, { key: KEY })) return 0;
  em.create(ShopSetting, { key: KEY, value: DEFAULT_SHOP_SETTINGS as unknown as Record<string, unknown>, updatedBy: null });
  await em.flush();
  return 1;
}
