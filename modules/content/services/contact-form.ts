import { z } from 'zod';
import type { Mail } from '../../accounts/index.ts';
import { LOCALE_NAMES, type Locale } from '../../../src/i18n/locales.ts';
import { multiLineText, singleLineText } from '../../../src/lib/plain-text.ts';
import type { ContactMessageDto } from '../data/contact.repository.ts';
import { t, type Translator } from '../locales/messages.ts';

const line = () => z.string().overwrite(singleLineText);

/**
 * The contact form's rules (issue 18); messages are keys of `content.contact.errors`. Name,
 * subject and link are one line (they reach mail subjects and headers); the message keeps its
 * line breaks; no field keeps other control characters (PostgreSQL refuses a NUL).
 */
export const contactSchema = z.object({
  name: line().trim().min(1, 'name').max(100, 'name'),
  email: z.string().trim().max(254, 'email').pipe(z.email('email')),
  subject: line().trim().min(1, 'subject').max(150, 'subject'),
  message: z.string().overwrite(multiLineText).trim().min(10, 'message').max(5000, 'message'),
  link: line().trim().max(300, 'link').optional().default(''),
});

export function contactErrorText(LL: Translator, key: string): string {
  const errors = LL.content.contact.errors;
  return key in errors ? errors[key as keyof typeof errors]() : LL.errors.generic();
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The mail to the team, in English (the team's language), with the link to answer from. */
export function teamMail(to: string, message: ContactMessageDto, answerUrl: string): Mail {
  const M = t('en').content.contact.mail;
  return {
    kind: 'contact-team',
    to,
    subject: M.teamSubject({ subject: message.subject }),
    text: [
      M.teamIntro({ name: message.name, email: message.email, language: LOCALE_NAMES[message.locale as Locale] ?? message.locale }),
      '',
      message.message,
      '',
      ...(message.link ? [M.teamLink({ link: message.link }), ''] : []),
      M.teamAnswer({ url: answerUrl }),
    ].join('\n'),
  };
}

/**
 * The receipt to the sender, in the page's language: a fixed text and nothing the form carried
 * (no name, no quote), since anyone may type any address into the form and must not be able to
 * send a stranger words of their choosing from our domain.
 */
export function confirmationMail(message: Pick<ContactMessageDto, 'email' | 'locale'>): Mail {
  const M = t(message.locale as Locale).content.contact.mail;
  return {
    kind: 'contact-confirmation',
    to: message.email,
    subject: M.confirmSubject(),
    text: [M.confirmBody(), '', M.signature()].join('\n'),
  };
}

/** The team's answer, in the sender's language, with their message quoted. */
export function answerMail(message: ContactMessageDto, answer: string): Mail {
  const M = t(message.locale as Locale).content.contact.mail;
  return {
    kind: 'contact-answer',
    to: message.email,
    subject: M.answerSubject({ subject: message.subject }),
    text: [answer, '', M.signature(), '', M.answerQuote(), quote(message.message)].join('\n'),
  };
}
