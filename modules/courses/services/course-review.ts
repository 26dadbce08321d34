import { z } from 'zod';
import type { Mail } from '../../accounts/index.ts';
import { isLocale, type Locale } from '../../../src/i18n/locales.ts';
import { multiLineText } from '../../../src/lib/plain-text.ts';
import { t } from '../locales/messages.ts';

export const NOTE_MAX = 500;
export const ANSWER_MAX = 5000;

/** The owner's request: an optional note (blank means none), its line breaks kept, not other control characters. */
export const publishRequestSchema = z.object({ note: z.string().overwrite(multiLineText).trim().max(NOTE_MAX).optional() });

/** The team's answer: some text, not a novel; its line breaks kept, not other control characters. */
export const reviewAnswerSchema = z.object({ answer: z.string().overwrite(multiLineText).trim().min(1).max(ANSWER_MAX) });

/** The staff actions of the review queue, as their audit trail names them. */
export type ReviewAction = 'publish' | 'obsolete' | 'answer';

interface MailFacts {
  to: { email: string; name: string };
  title: string;
  url: string;
  /** The language the owner asked in; English when unknown. */
  locale: string | null;
}

const localeOf = (value: string | null): Locale => (isLocale(value) ? value : 'en');

/** The team's answer to a request, mailed to the course's owner in their language. */
export function reviewAnswerMail(facts: MailFacts & { answer: string }): Mail {
  const M = t(localeOf(facts.locale)).courses.review.mail;
  return {
    kind: 'course-review-answer',
    to: facts.to.email,
    subject: M.answerSubject({ title: facts.title }),
    text: M.answerText({ name: facts.to.name, title: facts.title, answer: facts.answer, url: facts.url }),
  };
}

/** "Your course is public": the other way a request ends. */
export function coursePublishedMail(facts: MailFacts): Mail {
  const M = t(localeOf(facts.locale)).courses.review.mail;
  return {
    kind: 'course-published',
    to: facts.to.email,
    subject: M.publishedSubject({ title: facts.title }),
    text: M.publishedText({ name: facts.to.name, title: facts.title, url: facts.url }),
  };
}
