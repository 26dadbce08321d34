import { z } from 'zod';
import type { Viewer } from '../../../../src/auth/access.ts';
import type { EntityManager } from '../../../../src/db/orm.server.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { getCourseForBuild } from '../../../courses/index.ts';
import { findTheme } from '../../../band-themes/index.ts';
import { findSavedBandCourse, findSavedBandOwner, listSavedBands, MAX_SAVED_BANDS } from '../../data/saved-band.repository.ts';
import { findHillModel } from '../../../my-hills/index.ts';
import type { BandPlan } from '../../../pacing/index.ts';
import { goalsOf, onCourse, storedDefinition, themeOf } from './band-definition.ts';
import type { BuildSettings, FieldErrors } from './build-settings.ts';
import { prepareBuild, type ThemeLook } from './prepare-build.ts';

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
  /** The saved band definition, kept with the order as it was when ordered. */
  definition: Record<string, unknown>;
  updatedAt: string;
}

/** The member's saved bands, newest first, ready for the order page. */
export async function listOrderableBands(em: EntityManager, ownerId: string): Promise<OrderableBand[]> {
  // Every saved band (at most MAX_SAVED_BANDS per account) on one order page.
  return (await listSavedBands(em, ownerId, 1, MAX_SAVED_BANDS)).bands.map((band) => {
    const definition = storedDefinition(band.definition);
    return {
      id: band.id,
      title: band.title,
      courseUuid: band.courseUuid ?? definition.courseUuid ?? null,
      ...goalsOf(definition),
      definition: band.definition,
      updatedAt: band.updatedAt,
    };
  });
}

/**
 * What an order keeps of a theme so the band prints as it was ordered, even if the team edits or
 * deletes the theme meanwhile: its id and name, and its look (images as data URLs).
 */
export type OrderedTheme = ThemeLook & { id: string; name: string };

const orderedThemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  backgroundImage: z.string().nullable(),
  borderImage: z.string().nullable(),
  borderWidthMm: z.number(),
  position: z.enum(['top', 'center', 'bottom']),
});

/** The theme a saved band's definition names, as an order keeps it; null for none or one that is gone. */
export async function themeForOrder(em: EntityManager, definition: Record<string, unknown>): Promise<OrderedTheme | null> {
  const id = themeOf(storedDefinition(definition));
  const theme = id ? await findTheme(em, id) : null;
  if (!theme) return null;
  const { updatedAt: _, ...kept } = theme;
  return kept;
}

/** A band as an order line keeps it: the whole definition printing needs. */
export interface OrderedBand {
  /** The saved band's definition, as it was when ordered. */
  definition: Record<string, unknown>;
  /** The course the band follows (kept with the line), or null. */
  courseUuid: string | null;
  /** The theme as it was when ordered (OrderedTheme, as stored); null or absent for lines ordered before it was kept. */
  theme?: unknown;
  /** The saved band it was ordered from, for older lines that did not keep the course. */
  savedBandId: string | null;
}

export type PrintableBand = { ok: true; plans: BandPlan[]; settings: BuildSettings } | { ok: false; errors: FieldErrors };

const refused = (field: string, message: string): PrintableBand => ({ ok: false, errors: { [field]: [message] } });

/**
 * An ordered band → its plans and settings, for printing, as the build page plans it: the course's
 * profile (loaded for `viewer`: the team prints, so private and deleted courses resolve) and the
 * theme kept with the order. Lines ordered before the course and theme were kept fall back to
 * the saved band's course and to the theme as it is now. The messages are for the team.
 */
export async function planSavedBand(em: EntityManager, band: OrderedBand, locale: Locale, viewer: Viewer): Promise<PrintableBand> {
  const definition = storedDefinition(band.definition);
  // A band planned over no distance of its own follows its course.
  const needsCourse = definition.plan.distanceM === undefined;
  let courseUuid = band.courseUuid ?? definition.courseUuid ?? null;
  if (!courseUuid && needsCourse && band.savedBandId) courseUuid = await findSavedBandCourse(em, band.savedBandId);
  if (!courseUuid && needsCourse)
    return refused('courseUuid', 'the band was built on a course, and neither its order line nor its saved band names it');

  let theme: ThemeLook | null = null;
  const themeId = themeOf(definition);
  if (themeId) {
    const kept = orderedThemeSchema.safeParse(band.theme);
    theme = kept.success && kept.data.id === themeId ? kept.data : await findTheme(em, themeId);
    if (!theme) return refused('band.theme', `the band's theme (${themeId}) no longer exists, and its order line kept no copy of it`);
  }

  const prepared = await prepareBuild(
    onCourse(definition, courseUuid),
    locale,
    async (uuid) => (await getCourseForBuild(em, uuid, viewer))?.profile ?? null,
    `the band's course (${courseUuid}) was not found`,
    async () => theme,
    // "My hills": the band's owner's own model (the team prints; the model is used, never shown).
    async () => {
      const owner = band.savedBandId ? await findSavedBandOwner(em, band.savedBandId) : null;
      return owner ? ((await findHillModel(em, owner))?.factors ?? null) : null;
    },
  );
  return prepared.ok ? { ok: true, plans: prepared.plans, settings: prepared.settings } : { ok: false, errors: prepared.errors };
}
