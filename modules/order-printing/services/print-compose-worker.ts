/**
 * The print run's composition in a worker thread (src/host/worker-pool.ts): plain data in, the
 * PDF's bytes out, moved back rather than copied.
 */
import { Piscina } from 'piscina';
import { composeTask, type ComposeTask } from './print-compose.ts';

export default async function composeInWorker(task: ComposeTask): Promise<unknown> {
  const pdf = await composeTask(task);
  return Piscina.move({ [Piscina.transferableSymbol]: [pdf.bytes.buffer], [Piscina.valueSymbol]: pdf } as never);
}
