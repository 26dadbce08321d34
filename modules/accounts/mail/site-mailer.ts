import path from 'node:path';
import { env } from '../../../src/host/env.server.ts';
import { backgroundMailer, outboxMailer, smtpMailer, type Mailer } from './mailer.ts';

let instance: (Mailer & { idle(): Promise<void> }) | undefined;

/**
 * The site's mailer for other modules (contact form, admin answers): SMTP when SMTP_URL is set,
 * else the outbox folder, sent in the background like the account mails.
 */
export function siteMailer(): Mailer & { idle(): Promise<void> } {
  if (!instance) {
    const e = env();
    instance = backgroundMailer(
      e.SMTP_URL ? smtpMailer(e.SMTP_URL, e.MAIL_FROM) : outboxMailer(path.resolve(e.MAIL_OUTBOX_DIR), e.MAIL_FROM),
    );
  }
  return instance;
}
