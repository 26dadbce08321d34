import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatLength } from '../../../src/lib/number-format.ts';
import { KM_PER_MI } from '../../../src/lib/units.ts';
import { foldSearchText } from './event-text.ts';

/**
 * A race's distances as tokens: a preset id of src/lib/race-distances.ts ('marathon', '10k') or a
 * custom length in whole metres ('7500m'). Tokens are what the database stores, the URL filters
 * on and the feed's CATEGORIES carry; labels are made per language when shown.
 */
const CUSTOM = /^(\d{3,6})m$/;
const MIN_M = 400;
const MAX_M = 500_000;

export function isDistanceToken(token: string): boolean {
  if (DISTANCE_PRESETS.some((p) => p.id === token)) return true;
  const match = CUSTOM.exec(token);
  return Boolean(match && Number(match[1]) >= MIN_M && Number(match[1]) <= MAX_M);
}

export function tokenMetres(token: string): number | null {
  const preset = DISTANCE_PRESETS.find((p) => p.id === token);
  if (preset) return preset.metres;
  const match = CUSTOM.exec(token);
  return match ? Number(match[1]) : null;
}

/** The token of a length: a preset when within a metre of one, else the custom length. */
function metresToken(metres: number): string | null {
  if (!Number.isFinite(metres) || metres < MIN_M || metres > MAX_M) return null;
  const preset = DISTANCE_PRESETS.find((p) => Math.abs(p.metres - metres) < 1);
  return preset ? preset.id : `${Math.round(metres)}m`;
}

/** Names runners write for the two named distances, folded (no accents, lower case, single spaces). */
const NAMED: Record<string, string> = {
  marathon: 'marathon',
  maraton: 'marathon',
  maratona: 'marathon',
  half: 'half',
  'half marathon': 'half',
  'half-marathon': 'half',
  'semi-marathon': 'half',
  'semi marathon': 'half',
  'demi-marathon': 'half',
  'demi marathon': 'half',
  'media maraton': 'half',
  'medio maraton': 'half',
  'mezza maratona': 'half',
  maratonina: 'half',
};

// Anchored, no nested repetition: linear on any input (imports read untrusted text).
const LENGTH = /^(\d{1,6}(?:[.,]\d{1,4})?) ?(km|k|mi|miles?|m)?$/;

/**
 * One distance as a person writes it: "Marathon", "semi-marathon", "10k", "10 km", "7,5 km",
 * "13.1 mi", "800 m", a token ("half", "7500m"). A bare number is kilometres. Null when unreadable
 * or outside 400 m – 500 km.
 */
export function parseDistance(text: string): string | null {
  if (text.length > 40) return null;
  const value = foldSearchText(text);
  if (NAMED[value]) return NAMED[value];
  if (DISTANCE_PRESETS.some((p) => p.id === value)) return value;
  const match = LENGTH.exec(value);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2] ?? 'km';
  const metres = unit === 'm' ? amount : unit.startsWith('mi') ? amount * KM_PER_MI * 1000 : amount * 1000;
  return metresToken(metres);
}

/**
 * A list of distances: separated by ";", "|", a new line, or a comma followed by a space
 * ("7,5" stays a decimal). Returns the tokens (sorted, without repeats) and what could not be read.
 */
export function parseDistanceList(text: string): { tokens: string[]; invalid: string[] } {
  const parts = text
    .slice(0, 2000)
    .split(/[;|\n]|, /)
    .map((part) => part.trim())
    .filter(Boolean);
  const tokens: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const token = parseDistance(part);
    if (token) tokens.push(token);
    else invalid.push(part);
  }
  return { tokens: sortDistances(tokens), invalid };
}

/**
 * How far a written length may be from a named race distance and still be it: 0.5 % (at most
 * 250 m), so "21 km", "21.1 km" and "13.1 mi" are the half marathon and "42 km" the marathon.
 */
function tolerance(metres: number): number {
  return Math.min(metres * 0.005, 250);
}

/**
 * The distance a token stands for in the calendar's filter: a custom length that is a preset's
 * race as runners write it ("21000m") is that preset ('half'); anything else is itself.
 */
export function canonicalDistance(token: string): string {
  if (DISTANCE_PRESETS.some((p) => p.id === token)) return token;
  const metres = tokenMetres(token);
  if (metres === null) return token;
  const preset = DISTANCE_PRESETS.find((p) => Math.abs(p.metres - metres) <= tolerance(p.metres));
  return preset ? preset.id : token;
}

/** Every stored token the filter on `token` matches: the preset and each custom length equivalent to it. */
export function equivalentDistances(token: string): string[] {
  const canonical = canonicalDistance(token);
  const preset = DISTANCE_PRESETS.find((p) => p.id === canonical);
  if (!preset) return [canonical];
  const out = [preset.id];
  const t = tolerance(preset.metres);
  for (let m = Math.ceil(preset.metres - t); m <= Math.floor(preset.metres + t); m++) {
    if (canonicalDistance(`${m}m`) === preset.id) out.push(`${m}m`);
  }
  return out;
}

/** The filter's options from stored tokens: equivalent distances merged into one, shortest first. */
export function distanceOptions(tokens: readonly string[]): string[] {
  return sortDistances(tokens.map(canonicalDistance));
}

/** Shortest first, without repeats. */
export function sortDistances(tokens: readonly string[]): string[] {
  return [...new Set(tokens)].sort((a, b) => (tokenMetres(a) ?? 0) - (tokenMetres(b) ?? 0));
}

export interface DistanceNames {
  marathon: string;
  half: string;
}

/** A token in a language: the named distances by name, miles presets in miles, the rest in km. */
export function distanceLabel(token: string, locale: Locale, names: DistanceNames): string {
  if (token === 'marathon') return names.marathon;
  if (token === 'half') return names.half;
  const metres = tokenMetres(token);
  if (metres === null) return token;
  const inMiles = /mi$/.test(token);
  const amount = inMiles ? metres / (KM_PER_MI * 1000) : metres / 1000;
  return formatLength(locale, Math.round(amount * 1000) / 1000, inMiles ? 'mi' : 'km');
}
