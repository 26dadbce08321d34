import { isLocale, LOCALES } from '../../../src/i18n/locales.ts';
import { UsageError } from './plan-cli-args.ts';
import { PlanError, planMessage, type PlanLocale } from './plan-issues.ts';

/**
 * The frame the commands that plan a band share (`plan`, `band`, `watch`, `actual`): the body
 * reads its arguments and takes the language through `useLang` (a bad `--lang` is a usage error);
 * a refusal is printed as one line, `paceband <name>: <message>`, in that language, with exit code
 * 2. Refusals are the plan's own (PlanError), usage errors, and what `refusal` recognises (the
 * command's own errors); anything else is a bug and is thrown.
 */
export async function runPlanCommand(
  name: string,
  io: { stderr(chunk: string): void },
  body: (useLang: (value: string) => PlanLocale) => Promise<number>,
  refusal: (error: unknown, lang: PlanLocale) => string | null = () => null,
): Promise<number> {
  let lang: PlanLocale = 'en';
  const useLang = (value: string): PlanLocale => {
    if (!isLocale(value)) throw new UsageError(`--lang: expected ${LOCALES.join(', ')}`);
    return (lang = value);
  };
  try {
    return await body(useLang);
  } catch (error) {
    const message = refusalMessage(error, lang) ?? refusal(error, lang);
    if (message === null) throw error;
    io.stderr(`paceband ${name}: ${message.split('\n')[0]}\n`);
    return 2;
  }
}

function refusalMessage(error: unknown, lang: PlanLocale): string | null {
  if (error instanceof PlanError) {
    const issue = error.issues[0];
    return issue ? planMessage(issue.code, issue.params, lang) : error.message;
  }
  return error instanceof UsageError ? error.message : null;
}
