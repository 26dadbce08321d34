import type { Locale } from '../../../../src/i18n/locales.ts';
import type { BandPlan } from '../../../pacing/index.ts';
import { readBandDefinition } from './band-definition.ts';
import { parseBuildSettings } from './build-settings.ts';
import { applyTheme, type Prepared, type ThemeLook } from './prepare-build.ts';

/**
 * A snapshot's band as the builder prepares a live one, but from what was stored: the plans are
 * the ones planned when it was shared (no course file needed), the look and paper come from the
 * stored band definition, and the theme is looked up again (themes are public).
 */
export async function preparedSnapshot(
  snapshot: { definition: Record<string, unknown>; plans: unknown[] },
  locale: Locale,
  themeOf: (id: string) => Promise<ThemeLook | null>,
): Promise<Prepared> {
  const parsed = parseBuildSettings(readBandDefinition(snapshot.definition) ?? {}, locale);
  if (!parsed.ok) return parsed;
  const themed = await applyTheme(parsed.settings, locale, themeOf);
  if (themed) return themed;
  return { ok: true, settings: parsed.settings, plans: snapshot.plans as BandPlan[] };
}
