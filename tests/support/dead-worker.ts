import { PgBoss } from 'pg-boss';
import { JOB_SCHEMA } from '../../src/host/jobs.server.ts';

/**
 * What a replica killed in the middle of a job (`kill -9`) leaves in the queue: the job sent,
 * claimed (active, its heartbeat started) and never heard from again. `close` ends the test's
 * connection only; the claim stays abandoned.
 */
export async function abandonedJob(
  url: string,
  name: string,
  data: object,
): Promise<{ id: string; data: unknown; close: () => Promise<void> }> {
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, supervise: false, schedule: false, max: 2 });
  boss.on('error', () => {});
  await boss.start();
  await boss.send(name, data);
  const [claimed] = await boss.fetch(name);
  if (!claimed) throw new Error(`no ${name} job to claim`);
  return { id: claimed.id, data: claimed.data, close: () => boss.stop({ graceful: false }) };
}
