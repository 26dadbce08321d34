import { foldText, slugWords } from '../../../src/lib/slug.ts';

/**
 * SPEC 5: the title names the race, not its distance ("Berlin", not "Berlin Marathon"): the
 * distance is a field of its own and is shown beside the title. Every spelling of the four
 * languages contains "marat(h)on" once folded: marathon, half-marathon, semi-marathon, maratón,
 * maratona, demi-marathon, media maratón, mezza maratona, maratonina, halbmarathon.
 */
export function titleNamesDistance(title: string): boolean {
  return /marat(h)?on/.test(foldText(title));
}

/** A readable, stable address from a title: "Montréal – Rock'n'Roll" → "montreal-rock-n-roll". */
export function slugBase(title: string): string {
  const slug = slugWords(title, 80);
  // "create" is the course.create page's word; an empty title still needs an address.
  return slug === '' || slug === 'create' ? `course${slug ? '-create' : ''}` : slug;
}

/**
 * SPEC 5: the Facebook field holds the page handle only. A pasted address is reduced to it:
 * "https://www.facebook.com/BerlinMarathon/" → "BerlinMarathon", "@BerlinMarathon" → same.
 * Returns null when nothing handle-like remains.
 */
export function facebookHandle(input: string): string | null {
  let value = input.trim();
  if (value === '') return null;
  const url = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:facebook|fb)\.com\/(.*)$/i.exec(value);
  if (url) {
    const path = url[1]!.split(/[?#]/)[0]!.split('/').filter(Boolean);
    // facebook.com/pages/Name/123 and facebook.com/pg/Name/… carry the handle second.
    value = (path[0] === 'pages' || path[0] === 'pg' ? path[1] : path[0]) ?? '';
  }
  value = value.replace(/^@/, '');
  return /^[A-Za-z0-9.\-_]{1,80}$/.test(value) ? value : null;
}

/** Search words → a prefix tsquery for the `simple` configuration ("montre mara" → "montre:* & mara:*"). */
export function searchTsQuery(query: string): string | null {
  const words = foldText(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * A course title from the name a file gives the race, following SPEC 5 (the title names the race,
 * not its distance): "Boston Marathon 2025 - 42.195 km" → "Boston", "Media Maratón Ciudad de
 * Granada 2015" → "Ciudad de Granada", "NYC Marathon" → "NYC". The words for the distance, years
 * and distances in figures go; the rest keeps the file's own spelling and capitals. Empty when
 * nothing is left.
 */
export function titleFromCourseName(name: string): string {
  const title = name
    // Half and full marathons in the four languages (and German), with any joining hyphen.
    .replace(/[\s-]*\b(?:half|semi|demi|media|medio|mezza|halb)?[\s-]*marat[\p{L}]*/giu, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ')
    .replace(/\b\d+(?:[.,]\d+)?\s*(?:km|k|mi|miles?|m)\b/giu, ' ')
    .replace(/\s*[-–—:|,/]+\s*(?=[-–—:|,/]|$)/gu, ' ')
    .replace(/^[\s\-–—:|,/]+|[\s\-–—:|,/]+$/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "Mezza Maratona di Roma" → "Roma", not "di Roma".
    .replace(/^(?:de|di|du|des|del|della|da|of|von|d')\s*(?=\p{Lu})/u, '');
  return titleNamesDistance(title) ? '' : title.slice(0, 100);
}
