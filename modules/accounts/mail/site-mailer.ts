import { enqueueJob, jobsIdle } from '../../../src/host/jobs.server.ts';
import type { Mailer } from './mailer.ts';
import { sendMailJob } from './mail-job.ts';

const queued: Mailer & { idle(): Promise<void> } = {
  async send(mail) {
    await enqueueJob(sendMailJob, { kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text });
  },
  idle: jobsIdle,
};

/**
 * The site's mailer for every module: `send` queues the mail (accounts.send-mail, see
 * mail-job.ts) and returns once it is stored; `idle()` lets tests wait until queued mails are sent.
 */
export function siteMailer(): Mailer & { idle(): Promise<void> } {
  return queued;
}
