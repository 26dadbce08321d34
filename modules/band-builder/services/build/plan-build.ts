import type { CourseProfile } from '../../../courses/index.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { planBands, PlanError, planMessage, type BandPlan, type HillFactorInput } from '../../../pacing/index.ts';
import type { BuildSettings, FieldErrors } from './build-settings.ts';

export type PlanBuildResult = { ok: true; plans: BandPlan[] } | { ok: false; errors: FieldErrors };

/** The plans of valid settings; a goal the course makes impossible comes back as field errors. */
export function planBuild(
  settings: BuildSettings,
  locale: Locale,
  course?: CourseProfile,
  hillFactors?: readonly HillFactorInput[],
): PlanBuildResult {
  try {
    return {
      ok: true,
      plans: planBands({ settings: settings.plan, ...(course ? { course } : {}), ...(hillFactors ? { hillFactors } : {}) }),
    };
  } catch (error) {
    if (!(error instanceof PlanError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const key = ['plan', ...issue.path].map(String).join('.');
      (errors[key] ??= []).push(planMessage(issue.code, issue.params, locale));
    }
    return { ok: false, errors };
  }
}
