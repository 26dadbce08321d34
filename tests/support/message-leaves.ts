/** Every message of a dictionary with its path, e.g. ['nav.build', 'Build a pace band']. */
export function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [[prefix, String(node)]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The {placeholders} of a message (`{count}`, `{count|num}`, a plural's `{{count:…}}`), sorted, each once. */
export const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*:|(?<!\{)\{(\w+)(?:\|\w+)*\}/g)].map((m) => m[1] ?? m[2]))].sort();
