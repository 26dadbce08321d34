import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { issueMessage } from '../ui/issue-message.ts';
import type { FieldIssue } from './predictor-query.ts';

/** One validation problem of the predictor's form, in a language (the page's own text). */
export function predictorIssueMessage(issue: FieldIssue, locale: Locale): string {
  return issueMessage(t(locale), issue);
}
