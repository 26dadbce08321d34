import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { logger } from '../../../src/host/logger.server.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Tells tests and the outbox which mail this is, e.g. "reset-password". */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL), e.g. smtp://user:pass@mail.example:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      logger.info({ kind: mail.kind }, 'mail sent');
    },
  };
}

/**
 * Without SMTP, mails become files in an outbox folder: `<time>-<kind>-<id>.eml` (opens in any
 * mail client) and a `.json` twin that tests read. Reset links then work offline and in tests.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const base = `${Date.now()}-${mail.kind}-${randomUUID().slice(0, 8)}`;
      const eml = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${encodeHeader(mail.subject)}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(path.join(dir, `${base}.eml`), eml);
      await writeFile(path.join(dir, `${base}.json`), JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2));
      logger.info({ kind: mail.kind, file: path.join(dir, `${base}.eml`) }, 'mail written to the outbox');
    },
  };
}

/** RFC 2047 for non-ASCII subjects (accents in fr, es, it). */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/**
 * Sends without making the caller wait: the answer to "forgot password" then takes the same time
 * whether or not the address has an account (no enumeration by timing). Failures are logged.
 * `idle()` lets tests wait for the queue.
 */
export function backgroundMailer(inner: Mailer): Mailer & { idle(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    async send(mail) {
      const job = inner.send(mail).catch((error: unknown) => logger.error({ err: error, kind: mail.kind }, 'mail failed'));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
