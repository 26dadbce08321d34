/**
 * parseArgs options (node:util) from the flags' names by kind: `--name value` (string) and bare
 * `--name` (boolean), so a command's table lists its flags rather than one type object each.
 */
export function flagOptions<const S extends string, const B extends string = never>(names: {
  string: readonly S[];
  boolean?: readonly B[];
}): { [K in S]: { type: 'string' } } & { [K in B]: { type: 'boolean' } } {
  const entries = [
    ...names.string.map((name) => [name, { type: 'string' }] as const),
    ...(names.boolean ?? []).map((name) => [name, { type: 'boolean' }] as const),
  ];
  return Object.fromEntries(entries) as { [K in S]: { type: 'string' } } & { [K in B]: { type: 'boolean' } };
}
