import type { Translator } from '../locales/messages.ts';
import type { FieldIssue } from '../services/predictor-query.ts';

/** The translated text of one validation problem. */
export function issueMessage(LL: Translator, issue: FieldIssue): string {
  const p = issue.params ?? {};
  const errors = LL.predictor.errors;
  switch (issue.code) {
    case 'customRange':
    case 'weightRange':
    case 'exponentRange':
    case 'ageRange':
      return errors[issue.code]({ min: String(p.min), max: String(p.max) });
    case 'choiceInvalid':
      return errors.choiceInvalid({ choices: String(p.choices) });
    default:
      return errors[issue.code]();
  }
}
