import { singleLineJson } from '../../../src/lib/plain-text.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { KM_PER_MI } from '../../../src/lib/units.ts';
import { DEFAULT_WALK_KMH } from '../../pacing/index.ts';
import { readBandDefinition, type BandDefinition } from '../services/build/band-definition.ts';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { DEFAULT_STATE, METRES_PER_UNIT, switchPlanUnit, type BuilderState } from './builder-state.ts';

/**
 * Opening the build form on the server: a link's `s` (a band definition, or an old link's form
 * state), a saved band, the predictor's link. Here and not in builder-state.ts, which the browser
 * loads: opening a definition validates it with the settings' schemas (the pacing engine's and
 * the band renderer's), which stay on the server.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Overlays `patch` on the defaults, keeping only known keys of the same type; a number where the
 * form has text becomes that text (a definition's 3.5 is the field's "3.5").
 */
function overlay<T>(base: T, patch: unknown): T {
  if (!isRecord(base) || !isRecord(patch)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const next = patch[key];
    if (next === undefined) continue;
    if (Array.isArray(value)) out[key] = Array.isArray(next) ? next : value;
    else if (isRecord(value)) out[key] = overlay(value, next);
    else if (typeof next === typeof value) out[key] = next;
    else if (typeof value === 'string' && typeof next === 'number' && Number.isFinite(next)) out[key] = String(next);
  }
  return out as T;
}

/** `over` laid on `base`: objects merged key by key, anything else taken from `over`. */
function merged(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merged(base[key], value);
  return out;
}

/**
 * What a definition says, in the form's own words: the fields the form names differently, the
 * distance as a choice, and what the definition leaves out as the settings' own defaults (the
 * form's defaults for a new band differ: a band opened and saved again must not change).
 */
function formOfDefinition(definition: BandDefinition): unknown {
  const parsed = parseBuildSettings(definition, 'en');
  const full = (parsed.ok ? merged(parsed.settings, definition) : definition) as BandDefinition;
  const { plan, band } = full;
  const unit = plan.unit === 'mi' ? 'mi' : 'km';
  const metres = plan.distanceM;
  const preset = typeof metres === 'number' ? DISTANCE_PRESETS.find((p) => Math.abs(p.metres - metres) < 1e-6) : undefined;
  const distance =
    typeof metres === 'number'
      ? preset
        ? { preset: preset.id, custom: '' }
        : { preset: 'custom', custom: String(metres / METRES_PER_UNIT[unit]) }
      : definition.courseUuid
        ? { preset: 'course', custom: '' }
        : undefined;
  const conditions = isRecord(plan.conditions) ? { ...plan.conditions, on: true } : { on: false };
  const fade = isRecord(plan.fade) ? { on: true, after: plan.fade.after, seconds: plan.fade.secondsPerUnit } : { on: false };
  // No walking speed given is the engine's brisk walk, whatever the unit (6 km/h is 3.73 mph, not 6).
  const walkSpeed = plan.walkSpeed ?? DEFAULT_WALK_KMH / (unit === 'mi' ? KM_PER_MI : 1);
  return {
    distance,
    plan: { ...plan, negativeSplit: plan.negativeSplitPercent, conditions, fade, walkSpeed },
    band: { ...band, theme: definition.themeId ?? '' },
    paper: full.paper,
  };
}

/**
 * The form state of a link's `s` (already decoded): a band definition, or the form state that
 * links carried before there were definitions (ADR 0030); or of the predictor's `distance`/`goal` link.
 */
export function stateFromLink(decoded: unknown, query: URLSearchParams): BuilderState {
  const definition = readBandDefinition(decoded);
  // A fresh copy: callers adjust the state they get, and the defaults are shared by every request.
  // One line per text, no controls: what the form sends back is kept in jsonb, which refuses a NUL.
  const state = singleLineJson(overlay(structuredClone(DEFAULT_STATE), definition ? formOfDefinition(definition) : decoded));
  state.plan.bands = state.plan.bands
    .filter((b) => isRecord(b) && typeof b.goal === 'string' && typeof b.count === 'number')
    .slice(0, 20)
    .map((b) => ({ count: b.count, goal: b.goal }));
  if (state.plan.bands.length === 0) state.plan.bands = [...DEFAULT_STATE.plan.bands];
  const km = Number(query.get('distance'));
  const goal = query.get('goal');
  if (Number.isFinite(km) && km > 0) {
    const preset = DISTANCE_PRESETS.find((p) => Math.abs(p.metres - km * 1000) < 1);
    state.distance = preset ? { preset: preset.id, custom: '' } : { preset: 'custom', custom: String(km) };
    if (!preset) switchPlanUnit(state, 'km');
  }
  if (goal) state.plan.bands = [{ count: 1, goal }];
  return state;
}
