import type { EntityManager } from '@mikro-orm/postgresql';
import { HillModelRecord } from '../entities/hill-model.entity.ts';
import type { HillCurve, HillFactor } from '../services/fit-hills.ts';

export interface HillModelDto {
  factors: HillFactor[];
  /** How many runs the fit read. */
  runs: number;
  /** When the model was fitted (ISO). */
  updatedAt: string;
}

const toDto = (r: HillModelRecord): HillModelDto => ({
  factors: r.factors.map(({ gradePercent, factor, samples }) => ({ gradePercent, factor, samples })),
  runs: r.runs,
  updatedAt: r.updatedAt.toISOString(),
});

/** Keeps a member's model, replacing the one they had: the factors and the stretches per bin, nothing of the runs. */
export async function saveHillModel(em: EntityManager, ownerId: string, curve: HillCurve, runs: number): Promise<HillModelDto> {
  const factors = curve.factors.map(({ gradePercent, factor, samples }) => ({ gradePercent, factor, samples }));
  const record = await em.findOne(HillModelRecord, { ownerId });
  if (record) {
    record.factors = factors;
    record.runs = runs;
    record.updatedAt = new Date();
    await em.flush();
    return toDto(record);
  }
  const created = em.create(HillModelRecord, { ownerId, factors, runs });
  await em.flush();
  return toDto(created);
}

/** The member's own model, or null: only ever asked with the signed-in member's id. */
export async function findHillModel(em: EntityManager, ownerId: string): Promise<HillModelDto | null> {
  const record = await em.findOne(HillModelRecord, { ownerId });
  return record ? toDto(record) : null;
}

/** Deletes the member's model; false when there was none. */
export async function deleteHillModel(em: EntityManager, ownerId: string): Promise<boolean> {
  return (await em.nativeDelete(HillModelRecord, { ownerId })) > 0;
}

/** Personal data: the member's model, for the export… */
export async function exportMemberHills(em: EntityManager, ownerId: string): Promise<Record<string, unknown>> {
  return { hillModel: await findHillModel(em, ownerId) };
}

/** …and when they leave. */
export async function eraseMemberHills(em: EntityManager, ownerId: string): Promise<void> {
  await em.nativeDelete(HillModelRecord, { ownerId });
}
