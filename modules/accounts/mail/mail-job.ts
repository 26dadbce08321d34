import path from 'node:path';
import { defineJob } from '../../../src/host/jobs.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { outboxMailer, smtpMailer, type Mail, type Mailer } from './mailer.ts';

let transport: Mailer | undefined;

/** SMTP_URL, else the outbox folder; built once per process (a transport, nothing shared). */
function mailTransport(): Mailer {
  const e = env();
  transport ??= e.SMTP_URL ? smtpMailer(e.SMTP_URL, e.MAIL_FROM) : outboxMailer(path.resolve(e.MAIL_OUTBOX_DIR), e.MAIL_FROM);
  return transport;
}

/**
 * Every mail of the site goes through the host's job queue: the request only stores it (one quick
 * insert, never an SMTP exchange, so "forgot password" answers about as fast whether or not the
 * address has an account), any replica's worker sends it, and a failed send is logged and retried with growing delays
 * (pg-boss backoff from 30 s, doubling, at most an hour apart: nine attempts over two to three
 * hours) instead of being lost.
 */
export const sendMailJob = defineJob<Mail>({
  name: 'accounts.send-mail',
  retry: { limit: 8, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 },
  expireInSeconds: 120,
  concurrency: 2,
  handler: async (mail) => mailTransport().send(mail),
});
