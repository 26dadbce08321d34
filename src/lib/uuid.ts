const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A forged or mistyped uuid must read as "no such row", not as a database error. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value);
}
