/** A nullable column's value with "not set" (undefined on an entity not loaded or just created) read as null. */
type OrNull<V> = V extends undefined ? null : V;

/** A column's value as a DTO carries it: as OrNull, and a date as its ISO 8601 text. */
type DtoValue<V> = V extends Date ? string : OrNull<V>;

/** The named fields of a row, in the order named, each as OrNull: dates stay dates (values kept on the server). */
export function nullableFields<T extends object, const K extends keyof T>(row: T, keys: readonly K[]): { [P in K]: OrNull<T[P]> } {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out as { [P in K]: OrNull<T[P]> };
}

/**
 * The named fields of a row, in the order named, each as a DTO carries it (DtoValue): the part of
 * an entity → DTO mapper that copies columns as they are. Fields the DTO shapes otherwise (copies,
 * numbers, renamed or computed ones) are written beside it, in the DTO's order.
 */
export function dtoFields<T extends object, const K extends keyof T>(row: T, keys: readonly K[]): { [P in K]: DtoValue<T[P]> } {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out as { [P in K]: DtoValue<T[P]> };
}
