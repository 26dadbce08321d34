import { foldText, slugWords } from '../../../src/lib/slug.ts';

/** Lower case without accents, blanks as one space, for the text filter ("Maratón" = "maraton"). */
export function foldSearchText(value: string): string {
  return foldText(value).replace(/\s+/g, ' ').trim();
}

/** What the text filter searches: name and city, folded. */
export function searchTextOf(event: { name: string; city: string }): string {
  return foldSearchText(`${event.name} ${event.city}`).slice(0, 300);
}

/** A readable address from a name and date: "Marathon de Paris", 2027-04-04 → "marathon-de-paris-2027". */
export function slugBase(name: string, date: string): string {
  const words = slugWords(name, 100);
  const year = date.slice(0, 4);
  const base = words || 'race';
  return base.endsWith(year) ? base : `${base}-${year}`;
}

/** LIKE pattern of a folded search, with the wildcards of the input taken literally. */
export function likePattern(query: string): string {
  return `%${foldSearchText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
