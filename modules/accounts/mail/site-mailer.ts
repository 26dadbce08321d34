import path from 'node:path';
import { env } from '../../../src/host/env.server.ts';
import { backgroundMailer, outboxMailer, smtpMailer, type Mailer } from './mailer.ts';

let shared: (Mailer & { idle(): Promise<void> }) | undefined;

/** The site's mailer for other modules (SMTP_URL, else the outbox folder), built on first use. */
export function siteMailer(): Mailer & { idle(): Promise<void> } {
  const e = env();
  shared ??= backgroundMailer(
    e.SMTP_URL ? smtpMailer(e.SMTP_URL, e.MAIL_FROM) : outboxMailer(path.resolve(e.MAIL_OUTBOX_DIR), e.MAIL_FROM),
  );
  return shared;
}
