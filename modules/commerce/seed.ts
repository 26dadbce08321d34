import type { EntityManager } from '@mikro-orm/postgresql';
import { seedShopSettings } from './data/settings.repository.ts';

/** The shop's default settings (prices, shipping, donation tiers), written once; the team edits them after. */
export async function seed(em: EntityManager): Promise<{ settings: number }> {
  return { settings: await seedShopSettings(em) };
}
