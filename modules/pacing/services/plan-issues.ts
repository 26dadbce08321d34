import { fillTemplate } from '../../../src/lib/message-template.ts';
import type { z } from 'zod';
import { catalogues, en } from '../locales/index.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/**
 * Validation problems travel as codes (keys of `plan` in modules/pacing/locales) with
 * parameters, so that the page, the API and the CLI each render them in their own language.
 * Inside zod issues the code is the `message` and the parameters sit in `params`.
 */
export type PlanIssueCode = keyof typeof en.plan;
/** The interface languages (src/i18n/locales.ts): every one has a `plan` catalogue. */
export type PlanLocale = Locale;
export type PlanIssueParams = Record<string, string | number>;

export interface PlanIssue {
  code: PlanIssueCode;
  params: PlanIssueParams;
  path: PropertyKey[];
}

function isPlanIssueCode(code: string): code is PlanIssueCode {
  return Object.hasOwn(en.plan, code);
}

/**
 * Fills a catalogue message, numbers written as the language writes them ("42,195"); unknown
 * placeholders stay visible rather than vanish.
 */
export function planMessage(code: PlanIssueCode, params: PlanIssueParams, locale: PlanLocale = 'en'): string {
  const template = catalogues[locale].plan[code];
  return fillTemplate(template, params, locale);
}

/** Reads the code and parameters back from a zod issue raised by the plan settings schema. */
export function planIssueFromZod(issue: z.core.$ZodIssue): PlanIssue {
  const code = isPlanIssueCode(issue.message) ? issue.message : 'invalidType';
  const params: PlanIssueParams = {};
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return { code, params, path: issue.path };
}

/** Thrown by the planner when the settings, or the plan they lead to, cannot be honoured. */
export class PlanError extends Error {
  readonly issues: PlanIssue[];
  constructor(issues: PlanIssue[]) {
    const first = issues[0];
    super(first ? planMessage(first.code, first.params) : 'invalid plan settings');
    this.name = 'PlanError';
    this.issues = issues;
  }
}
