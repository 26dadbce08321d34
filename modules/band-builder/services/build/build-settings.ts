import { z } from 'zod';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { bandMessage, bandSettingsSchema, type BandSettings, paperSettingsSchema, type PaperSettings } from '../../../band-render/index.ts';
import { BAND_DEFINITION_VERSION } from './band-definition.ts';
import { planIssueFromZod, planMessage, planSettingsSchema, type PlanSettings } from '../../../pacing/index.ts';

/**
 * Everything the build page, the API and a shared link carry: the plan (pacing), the band
 * (size, columns, style) and the paper. Each part is validated by its own schema; problems come
 * back as field paths with translated messages (SPEC 8: the first message of each field shows).
 */
export interface BuildSettings {
  plan: PlanSettings;
  band: BandSettings;
  paper: PaperSettings;
  /** The course the plan follows, when there is one. */
  courseUuid?: string;
  /** The theme (admin-made, SPEC 3) whose images and border the band takes, when one is chosen. */
  themeId?: string;
}

export type FieldErrors = Record<string, string[]>;

export type BuildSettingsResult = { ok: true; settings: BuildSettings } | { ok: false; errors: FieldErrors };

const envelopeSchema = z.object({
  // The band definition's version (band-definition.ts); absent is 1.
  v: z.literal(BAND_DEFINITION_VERSION).optional(),
  plan: z.unknown().optional(),
  band: z.unknown().optional(),
  paper: z.unknown().optional(),
  courseUuid: z.uuid().optional(),
  themeId: z.uuid().optional(),
});

function add(errors: FieldErrors, path: PropertyKey[], message: string) {
  const key = path.map(String).join('.') || '_';
  (errors[key] ??= []).push(message);
}

export function parseBuildSettings(input: unknown, locale: Locale): BuildSettingsResult {
  const errors: FieldErrors = {};
  const envelope = envelopeSchema.safeParse(input ?? {});
  if (!envelope.success) {
    for (const issue of envelope.error.issues) add(errors, issue.path, bandMessage(locale, 'invalidType'));
    return { ok: false, errors };
  }
  const plan = planSettingsSchema.safeParse(envelope.data.plan ?? { bands: [] });
  if (!plan.success) {
    for (const zodIssue of plan.error.issues) {
      const issue = planIssueFromZod(zodIssue);
      add(errors, ['plan', ...issue.path], planMessage(issue.code, issue.params, locale));
    }
  }
  const band = bandSettingsSchema.safeParse(envelope.data.band ?? {});
  if (!band.success) {
    for (const issue of band.error.issues) {
      const params = ('params' in issue ? issue.params : undefined) as Record<string, string | number> | undefined;
      add(errors, ['band', ...issue.path], bandMessage(locale, issue.message, params ?? {}));
    }
  }
  const paper = paperSettingsSchema.safeParse(envelope.data.paper ?? {});
  if (!paper.success) {
    for (const issue of paper.error.issues) add(errors, ['paper', ...issue.path], bandMessage(locale, issue.message));
  }
  if (!plan.success || !band.success || !paper.success) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      plan: plan.data,
      // The course note is the course's to say, never the sender's: prepareBuild sets it from the course.
      band: { ...band.data, courseNote: '' },
      paper: paper.data,
      ...(envelope.data.courseUuid ? { courseUuid: envelope.data.courseUuid } : {}),
      ...(envelope.data.themeId ? { themeId: envelope.data.themeId } : {}),
    },
  };
}
