import { JsonType, type EntityClass, type EntityManager } from '@mikro-orm/postgresql';
import type { ControlledTransaction, Kysely } from 'kysely';

/**
 * Inserts one row of `entity` with its values sent beside the SQL as parameters, in the entity
 * manager's transaction when it has one. MikroORM writes every value into the SQL text (a bytea as
 * hexadecimal, a JSON column as an escaped literal): for a row holding a packed course file that is
 * a 5 MB string built and scanned on the event loop, 20–110 ms per insert here (issue 30 point 8).
 * Through the driver's parameters the bytes travel as they are (a Buffer is sent in binary).
 *
 * `values` are keyed by property name and must already be what the column holds: a date is sent
 * as its ISO text, a JSON property as its JSON text; no defaults, hooks or identity map.
 */
export async function insertRow<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  values: { [P in keyof T]?: T[P] | Uint8Array },
): Promise<void> {
  const meta = em.getMetadata().get(entity);
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const prop = meta.properties[name as keyof typeof meta.properties];
    if (!prop?.fieldNames?.[0]) throw new Error(`${meta.className} has no column for ${name}`);
    row[prop.fieldNames[0]] = columnValue(value, prop.customType instanceof JsonType);
  }
  const db: Kysely<Record<string, Record<string, unknown>>> =
    em.getTransactionContext<ControlledTransaction<Record<string, Record<string, unknown>>>>() ?? em.getConnection().getClient();
  await db.insertInto(meta.tableName).values(row).execute();
}

function columnValue(value: unknown, json: boolean): unknown {
  if (value === undefined || value === null) return null;
  if (json) return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  // pg sends a Buffer as a binary parameter; a bare Uint8Array would go as text.
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}
