import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { Mail } from './mailer.ts';

/** The reset-password mail, in the language of the page that asked for it. */
export function resetPasswordMail(locale: Locale, data: { to: string; name: string; url: string; minutes: number }): Mail {
  const LL = t(locale).accounts.mail;
  return {
    kind: 'reset-password',
    to: data.to,
    subject: LL.reset.subject(),
    text: [
      LL.greeting({ name: data.name }),
      '',
      LL.reset.body({ minutes: String(data.minutes) }),
      '',
      data.url,
      '',
      LL.reset.ignore(),
      '',
      LL.signature(),
    ].join('\n'),
  };
}

/** Confirms the address of a new account (sent at sign-up, and again on request). */
export function confirmSignUpMail(locale: Locale, data: { to: string; name: string; url: string }): Mail {
  const LL = t(locale).accounts.mail;
  return {
    kind: 'confirm-email',
    to: data.to,
    subject: LL.confirm.subject(),
    text: [LL.greeting({ name: data.name }), '', LL.confirm.body(), '', data.url, '', LL.confirm.ignore(), '', LL.signature()].join('\n'),
  };
}

/** Confirms a new address when a member changes their email. */
export function verifyEmailMail(locale: Locale, data: { to: string; name: string; url: string }): Mail {
  const LL = t(locale).accounts.mail;
  return {
    kind: 'verify-email',
    to: data.to,
    subject: LL.verify.subject(),
    text: [LL.greeting({ name: data.name }), '', LL.verify.body(), '', data.url, '', LL.signature()].join('\n'),
  };
}

/**
 * Tells the account's current address that a change to another one was asked for: the owner of
 * a stolen session learns of it before the new address confirms, and can reset the password.
 */
export function emailChangeNoticeMail(locale: Locale, data: { to: string; name: string; newEmail: string; resetUrl: string }): Mail {
  const LL = t(locale).accounts.mail;
  return {
    kind: 'email-change-notice',
    to: data.to,
    subject: LL.emailChange.subject(),
    text: [
      LL.greeting({ name: data.name }),
      '',
      LL.emailChange.body({ newEmail: data.newEmail }),
      '',
      LL.emailChange.notYou(),
      data.resetUrl,
      '',
      LL.signature(),
    ].join('\n'),
  };
}
