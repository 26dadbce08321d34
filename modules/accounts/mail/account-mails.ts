import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { Mail } from './mailer.ts';

type TimedLinkTexts = {
  subject: () => string;
  body: (p: { minutes: string }) => string;
  ignore: () => string;
};

/** A mail to a member: the greeting, each paragraph, the signature, a blank line apart. */
function memberMail(kind: string, locale: Locale, data: { to: string; name: string }, subject: string, paragraphs: string[]): Mail {
  const LL = t(locale).accounts.mail;
  return { kind, to: data.to, subject, text: [LL.greeting({ name: data.name }), ...paragraphs, LL.signature()].join('\n\n') };
}

/** A mail whose link works for some minutes: greeting, what it is for, the link, what to do if it was not you. */
function timedLinkMail(
  kind: string,
  locale: Locale,
  texts: TimedLinkTexts,
  data: { to: string; name: string; url: string; minutes: number },
): Mail {
  return memberMail(kind, locale, data, texts.subject(), [texts.body({ minutes: String(data.minutes) }), data.url, texts.ignore()]);
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
  const LL = t(locale).accounts.mail.confirm;
  return memberMail('confirm-email', locale, data, LL.subject(), [LL.body(), data.url, LL.ignore()]);
}

/** Confirms a new address when a member changes their email. */
export function verifyEmailMail(locale: Locale, data: { to: string; name: string; url: string }): Mail {
  const LL = t(locale).accounts.mail.verify;
  return memberMail('verify-email', locale, data, LL.subject(), [LL.body(), data.url]);
}

/**
 * Tells the account's current address that a change to another one was asked for: the owner of
 * a stolen session learns of it before the new address confirms, and can reset the password.
 */
export function emailChangeNoticeMail(locale: Locale, data: { to: string; name: string; newEmail: string; resetUrl: string }): Mail {
  const LL = t(locale).accounts.mail.emailChange;
  return memberMail('email-change-notice', locale, data, LL.subject(), [
    LL.body({ newEmail: data.newEmail }),
    `${LL.notYou()}\n${data.resetUrl}`,
  ]);
}
