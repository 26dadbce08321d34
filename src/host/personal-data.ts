import type { EntityManager } from '../db/orm.server.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ErasureChoice, PersonalDataHolder } from './module-contract.ts';

export type { ErasureChoice };

const holders = new Map<string, PersonalDataHolder>();

/** Each module's share, registered by the composition (manifest `personalData`). */
export function addPersonalDataHolder(module: string, holder: PersonalDataHolder): void {
  holders.set(module, holder);
}

/** The first reason any module gives why the member cannot be deleted yet, or null. */
export async function erasureBlocker(em: EntityManager, userId: string, locale: Locale): Promise<string | null> {
  for (const holder of holders.values()) {
    const reason = await holder.blocker?.(em as never, userId, locale);
    if (reason) return reason;
  }
  return null;
}

/**
 * Removes or de-identifies the member's data in every module, in one transaction: either all of
 * it goes or none does (the account is deleted only after this succeeds).
 */
export async function erasePersonalData(em: EntityManager, userId: string, choice: ErasureChoice): Promise<void> {
  await em.transactional(async (tx) => {
    for (const holder of holders.values()) await holder.erase(tx as never, userId, choice);
  });
}

/** Every module's section of the member's data, keyed by module name. */
export async function exportPersonalData(em: EntityManager, userId: string): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [module, holder] of holders) out[module] = await holder.export(em as never, userId);
  return out;
}
