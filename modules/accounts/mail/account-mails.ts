import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { Mail } from './mailer.ts';

type TimedLinkTexts = {
  subject: () => string;
  body: (p: { minutes: string }) => string;
  ignore: () => string;
};

/** A mail whose link works for some minutes: greeting, what it is for, the link, what to do if it was not you. */
function timedLinkMail(
  kind: string,
  locale: Locale,
  texts: TimedLinkTexts,
  data: { to: string; name: string; url: string; minutes: number },
): Mail {
  const LL = t(locale).accounts.mail;
  return {
    kind,
    to: data.to,
    subject: texts.subject(),
    text: [
      LL.greeting({ name: data.name }),
      '',
      texts.body({ minutes: String(data.minutes) }),
      '',
      data.url,
      '',
      texts.ignore(),
      '',
      LL.signature(),
    ].join('\n'),
  };
}

/** The reset-password mail, in the language of the page that asked for it. */
export function resetPasswordMail(locale: Locale, data: { to: string; name: string; url: string; minutes: number }): Mail {
  return timedLinkMail('reset-password', locale, t(locale).accounts.mail.reset, data);
}

/** The confirmation link of a deletion asked by a member without a password (social sign-in only). */
export function deleteAccountMail(locale: Locale, data: { to: string; name: string; url: string; minutes: number }): Mail {
  return timedLinkMail('delete-account', locale, t(locale).accounts.mail.deleteAccount, data);
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
