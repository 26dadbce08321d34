import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeOrm } from '../../../src/db/orm.server.ts';
import { JOB_SCHEMA, startJobQueue, stopJobQueue } from '../../../src/host/jobs.server.ts';
import { addLogSink } from '../../../src/host/logger.server.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { siteMailer } from '../index.ts';
import { resetPasswordMail } from '../mail/account-mails.ts';

// A small SMTP server on this machine: it turns the first connection away ("421, try later") and
// takes the mails of the next ones. Started before anything reads SMTP_URL.
const smtp = await vi.hoisted(async () => {
  const net = await import('node:net');
  const received: string[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (connections === 1) return void socket.end('421 busy, try later\r\n');
    let data = false;
    let body = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of String(chunk)
        .split('\r\n')
        .filter((l, i, all) => l || i < all.length - 1)) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            socket.write('250 queued\r\n');
          } else body += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, received, connections: () => connections };
});

const orm = useTestDatabase();
const logs: Array<{ msg: string; job?: string; attempt?: number }> = [];
addLogSink((line) => logs.push(JSON.parse(line)));

beforeAll(async () => {
  process.env.DATABASE_URL = orm().config.get('clientUrl')!;
  await startJobQueue();
});
afterAll(async () => {
  await stopJobQueue();
  await closeOrm();
  delete process.env.DATABASE_URL;
  await new Promise((resolve) => smtp.server.close(resolve));
});

const sql = <T>(query: string) => orm().em.fork().getConnection().execute<T[]>(query);
async function eventually<T>(read: () => Promise<T> | T, ready: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 200 && !ready(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('mails go through the job queue (issue 14)', () => {
  it('a failed send is logged and kept for a retry, and the retry sends it once', async () => {
    await siteMailer().send(resetPasswordMail('en', { to: 'ann@example.com', name: 'Ann', url: 'http://x.test/reset', minutes: 60 }));

    // The server turned the first attempt away: logged, and the job waits for its retry with the mail in it.
    const failed = await eventually(
      () => logs.filter((l) => l.job === 'accounts.send-mail'),
      (l) => l.length > 0,
    );
    expect(failed).toEqual([expect.objectContaining({ msg: 'job failed: it will be retried', attempt: 1 })]);
    const [waiting] = await eventually(
      () => sql<{ state: string; data: { to: string; kind: string } }>(`select state, data from ${JOB_SCHEMA}.job`),
      (rows) => rows[0]?.state !== 'active',
    );
    expect(waiting).toMatchObject({ state: 'retry', data: { to: 'ann@example.com', kind: 'reset-password' } });
    expect(smtp.received).toEqual([]);

    // The retry is due in 30 s; bring it forward instead of waiting.
    await sql(`update ${JOB_SCHEMA}.job set start_after = now()`);
    await siteMailer().idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: ann@example.com');
    expect(smtp.received[0]).toContain('http://x.test/reset');
    expect(await sql(`select state, retry_count from ${JOB_SCHEMA}.job`)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(smtp.connections()).toBe(2);
  });
});
