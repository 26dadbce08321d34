import type { Locale } from '../../../../src/i18n/locales.ts';
import { layoutBand, type BandLayoutSummary, parseBandSettings } from '../../../band-render/index.ts';
import type { BandPlan } from '../../../pacing/index.ts';
import { rendered, type Prepared, type Refused } from './prepare-build.ts';
import { bandsApi } from '../../api-paths.ts';

/** The band image of the preview: one URL per target time, the same settings giving the same URL (decision 0008). */
function previewImagePath(settingsParam: string, locale: string, band: number): string {
  return bandsApi.routes.previewSvg.href(`s=${settingsParam}&lang=${locale}&band=${band}`);
}

export interface PreviewLinks {
  plans: BandPlan[];
  /** One per target time: where its image is drawn, and what the layout decided. */
  bands: Array<{ src: string; layout: BandLayoutSummary }>;
}

/**
 * What the build page shows without drawing anything: the plans, the layout each band will take
 * (font metrics only, no Satori, so this stays on the calling thread) and the address of each band's
 * image, drawn by the render pool when the browser asks for it.
 */
export async function previewLinks(
  prepared: Extract<Prepared, { ok: true }>,
  locale: Locale,
  settingsParam: string,
): Promise<{ ok: true; value: PreviewLinks } | Refused> {
  const bands: PreviewLinks['bands'] = [];
  for (const [i, plan] of prepared.plans.entries()) {
    const laid = await rendered(locale, async () => layoutBand(plan, parseBandSettings({ ...prepared.settings.band, locale })).summary);
    if (!laid.ok) return laid;
    bands.push({ src: previewImagePath(settingsParam, locale, i), layout: laid.value });
  }
  return { ok: true, value: { plans: prepared.plans, bands } };
}
