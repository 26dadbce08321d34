import { z } from 'zod';

/**
 * A band as it is kept and carried (ADR 0030): what is planned (the pacing engine's settings),
 * how it is drawn (band settings and paper), the course it follows and its theme. Saved bands,
 * shared copies, order lines and the `s` parameter of every link (the build page's and the API's
 * alike) hold this one shape, never the build form's state. `v` says which shape; a definition
 * without `v` is read as version 1 (the API's settings from before it was versioned). Values are
 * checked where a definition is used (parseBuildSettings), not here.
 */
export const BAND_DEFINITION_VERSION = 1;

export type BandDefinition = {
  v: typeof BAND_DEFINITION_VERSION;
  plan: Record<string, unknown>;
  band: Record<string, unknown>;
  paper: Record<string, unknown>;
  courseUuid?: string;
  themeId?: string;
};

const part = z.record(z.string(), z.unknown());
const definitionSchema = z.object({
  v: z.literal(BAND_DEFINITION_VERSION).optional(),
  plan: part.optional(),
  band: part.optional(),
  paper: part.optional(),
  courseUuid: z.string().optional(),
  themeId: z.string().optional(),
});

/**
 * A definition as sent or stored, or null for anything else: not an object, another version, or
 * the build form's own state (its `distance` choice), which the form alone reads (old links).
 */
export function readBandDefinition(raw: unknown): BandDefinition | null {
  if (typeof raw !== 'object' || raw === null || 'distance' in raw) return null;
  const parsed = definitionSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { plan = {}, band = {}, paper = {}, courseUuid, themeId } = parsed.data;
  return {
    v: BAND_DEFINITION_VERSION,
    plan,
    band,
    paper,
    ...(courseUuid !== undefined ? { courseUuid } : {}),
    ...(themeId !== undefined ? { themeId } : {}),
  };
}

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `raw` with only what `known` (its parsed settings) has: unknown keys, at any depth, are dropped. */
function pickKnown(raw: unknown, known: unknown): unknown {
  if (Array.isArray(raw)) return Array.isArray(known) ? raw.slice(0, known.length).map((item, i) => pickKnown(item, known[i])) : raw;
  if (!isPlain(raw) || !isPlain(known)) return raw;
  return Object.fromEntries(Object.entries(raw).flatMap(([key, value]) => (key in known ? [[key, pickKnown(value, known[key])]] : [])));
}

/**
 * The definition to keep, once it has been validated into `settings`: as sent (a goal stays
 * "3:30:00", a default left out stays out, so the form reopens it as it was), without any key the
 * settings do not know.
 */
export function definitionToKeep(definition: BandDefinition, settings: object): BandDefinition {
  const kept = pickKnown(definition, { ...settings, v: definition.v }) as BandDefinition;
  return { ...kept, v: BAND_DEFINITION_VERSION, plan: kept.plan ?? {}, band: kept.band ?? {}, paper: kept.paper ?? {} };
}

/** A definition as stored (saved band, order line), or an empty one (no goals: it will not build) for a row that is none. */
export function storedDefinition(stored: unknown): BandDefinition {
  return readBandDefinition(stored) ?? { v: BAND_DEFINITION_VERSION, plan: {}, band: {}, paper: {} };
}

/** The same definition following `courseUuid` (a page's or a saved band's own course wins over one in the link). */
export function onCourse(definition: BandDefinition, courseUuid: string | null | undefined): BandDefinition {
  if (!courseUuid) return definition;
  return { ...definition, courseUuid };
}

/** The theme a definition names, or '' for none. */
export const themeOf = (definition: BandDefinition): string => definition.themeId ?? '';

/** Goal times and strips per copy, as a list shows them ("3:30:00, 3:45:00 ×2"; 3 strips). */
export function goalsOf(definition: BandDefinition): { goals: string; strips: number } {
  const bands = Array.isArray(definition.plan.bands) ? (definition.plan.bands as unknown[]) : [];
  const rows = bands.flatMap((b) => {
    if (typeof b !== 'object' || b === null) return [];
    const { goal, count } = b as { goal?: unknown; count?: unknown };
    if (typeof goal !== 'string') return [];
    return [{ goal, count: typeof count === 'number' && count > 0 ? count : 1 }];
  });
  return {
    goals: rows.map((b) => (b.count > 1 ? `${b.goal} ×${b.count}` : b.goal)).join(', '),
    strips: rows.reduce((sum, b) => sum + b.count, 0),
  };
}
