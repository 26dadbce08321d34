import type { Viewer } from '../../../../src/auth/access.ts';
import type { EntityManager } from '../../../../src/db/orm.server.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { getCourseForBuild } from '../../../courses/index.ts';
import { listSavedBands, MAX_SAVED_BANDS } from '../../data/saved-band.repository.ts';
import { stateFromLink, toSettings } from '../../ui/builder-state.ts';
import type { BandPlan } from '../plan-types.ts';
import type { BuildSettings, FieldErrors } from './build-settings.ts';
import { prepareBuild } from './prepare-build.ts';

/** A saved band as the shop sees it: what to show in the basket and what to print later. */
export interface OrderableBand {
  id: string;
  title: string;
  /** The course the band follows, if any (promo codes may be limited to a course). */
  courseUuid: string | null;
  /** Goal times, e.g. "3:30:00, 3:45:00 ×2". */
  goals: string;
  /** Strips printed for one copy (the sum of the band list's counts). */
  strips: number;
  /** The saved form state, kept with the order as it was when ordered. */
  state: Record<string, unknown>;
  updatedAt: string;
}

function courseOf(state: Record<string, unknown>): string | null {
  return typeof state.courseUuid === 'string' ? state.courseUuid : null;
}

/** The member's saved bands, newest first, ready for the order page. */
export async function listOrderableBands(em: EntityManager, ownerId: string): Promise<OrderableBand[]> {
  // Every saved band (at most MAX_SAVED_BANDS per account) on one order page.
  return (await listSavedBands(em, ownerId, 1, MAX_SAVED_BANDS)).bands.map((band) => {
    const state = stateFromLink(band.state, new URLSearchParams());
    return {
      id: band.id,
      title: band.title,
      courseUuid: band.courseUuid ?? courseOf(band.state),
      goals: state.plan.bands.map((b) => (b.count > 1 ? `${b.goal} ×${b.count}` : b.goal)).join(', '),
      strips: state.plan.bands.reduce((sum, b) => sum + b.count, 0),
      state: band.state,
      updatedAt: band.updatedAt,
    };
  });
}

export type PrintableBand = { ok: true; plans: BandPlan[]; settings: BuildSettings } | { ok: false; errors: FieldErrors };

/**
 * A saved band's state (as kept with an order) → its plans and settings, for printing. The course
 * is loaded for `viewer` (the team prints: private courses resolve for staff).
 */
export async function planSavedBand(
  em: EntityManager,
  state: Record<string, unknown>,
  locale: Locale,
  viewer: Viewer,
): Promise<PrintableBand> {
  const settings = toSettings(stateFromLink(state, new URLSearchParams()), courseOf(state) ?? undefined);
  const prepared = await prepareBuild(
    settings,
    locale,
    async (uuid) => (await getCourseForBuild(em, uuid, viewer))?.profile ?? null,
    'course not found',
  );
  return prepared.ok ? { ok: true, plans: prepared.plans, settings: prepared.settings } : { ok: false, errors: prepared.errors };
}
