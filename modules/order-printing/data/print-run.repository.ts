import type { EntityManager } from '@mikro-orm/postgresql';
import { PrintRun } from '../entities/print-run.entity.ts';
import { toMailing, type Mailing } from '../services/mailing.ts';
import { findByUuid } from '../../../src/db/find-by-uuid.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

export interface PrintRunDto {
  id: string;
  orderIds: string[];
  paper: string;
  mailing: Mailing;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

function toDto(run: PrintRun): PrintRunDto {
  return {
    ...dtoFields(run, ['id', 'orderIds', 'paper']),
    mailing: toMailing(run.mailing),
    ...dtoFields(run, ['status', 'done', 'total', 'error', 'createdAt', 'finishedAt']),
  };
}

export async function createPrintRun(
  em: EntityManager,
  orderIds: string[],
  paper: string,
  createdBy: string,
  mailing: Mailing = 'labels',
): Promise<PrintRunDto> {
  const run = em.create(PrintRun, { orderIds, paper, mailing, status: 'queued', done: 0, total: orderIds.length, createdBy } as never);
  await em.flush();
  return toDto(run);
}

export async function findPrintRun(em: EntityManager, id: string): Promise<PrintRunDto | null> {
  const run = await findByUuid(em, PrintRun, id);
  return run ? toDto(run) : null;
}

export async function listPrintRuns(em: EntityManager, limit = 10): Promise<PrintRunDto[]> {
  return (await em.find(PrintRun, {}, { orderBy: { createdAt: 'desc' }, limit })).map(toDto);
}

export async function markPrintRun(
  em: EntityManager,
  id: string,
  change: { status?: PrintRunDto['status']; done?: number; error?: string },
): Promise<void> {
  await em.nativeUpdate(PrintRun, { id }, { ...change, ...(change.status === 'failed' ? { finishedAt: new Date() } : {}) });
}

/** A run no worker finished (each attempt's worker died, or it timed out) is failed with the reason; a finished one stays. */
export async function failUnfinishedPrintRun(em: EntityManager, id: string, error: string): Promise<void> {
  if (!isUuid(id)) return;
  await em.nativeUpdate(
    PrintRun,
    { id, status: { $in: ['queued', 'running'] } },
    { status: 'failed', error: error.slice(0, 500), finishedAt: new Date() },
  );
}

export async function finishPrintRun(em: EntityManager, id: string, files: { bands: Uint8Array; labels: Uint8Array }): Promise<void> {
  await em.nativeUpdate(
    PrintRun,
    { id },
    { status: 'done', bandsPdf: Buffer.from(files.bands), labelsPdf: Buffer.from(files.labels), finishedAt: new Date() },
  );
}

export async function readPrintFile(em: EntityManager, id: string, which: 'bands' | 'labels'): Promise<Uint8Array | null> {
  if (!isUuid(id)) return null;
  const run = await em.findOne(PrintRun, { id }, { populate: [which === 'bands' ? 'bandsPdf' : 'labelsPdf'] as never });
  const bytes = which === 'bands' ? run?.bandsPdf : run?.labelsPdf;
  return bytes ? new Uint8Array(bytes) : null;
}
