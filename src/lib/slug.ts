/** Lower case without accents ("Maratón" = "maraton"): how slugs, titles and searches compare text. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words of a slug (a course's, a race's): lower case, without accents, anything else between
 * them one '-': "Montréal – Rock'n'Roll" → "montreal-rock-n-roll"; '' when nothing is left. At most
 * `maxLength` characters, never ending in '-'.
 */
export function slugWords(text: string, maxLength = Infinity): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * The slug a visitor most likely meant when a page's slug (a course, a race) is not found as typed,
 * read the way slugs are made (`slugWords`): "Berlin", "berlin " or "Marathon de Paris 2027" name
 * "berlin" and "marathon-de-paris-2027". Null when that is what was typed (or nothing is left of it).
 */
export function typedSlug(typed: string): string | null {
  const slug = slugWords(typed);
  return slug && slug !== typed ? slug : null;
}

/**
 * A page's record by its slug as typed, else by the slug it most likely meant; `retyped` says the
 * second, where the page answers with a permanent redirect to the record's own address (once it
 * knows the visitor may see it: a private record's address must not confirm that it exists).
 */
export async function findByTypedSlug<T>(
  typed: string,
  find: (slug: string) => Promise<T | null>,
): Promise<{ found: T | null; retyped: boolean }> {
  const exact = await find(typed);
  if (exact) return { found: exact, retyped: false };
  const meant = typedSlug(typed);
  return meant ? { found: await find(meant), retyped: true } : { found: null, retyped: false };
}
