import { getOrm } from './orm.server.ts';

/**
 * The current version of the data public pages show (migrations/…_page_data_version.ts): moves on
 * whenever a table behind a cached page changes, on any replica.
 */
export async function readPageDataVersion(): Promise<number> {
  const orm = await getOrm();
  const rows = await orm.em
    .getConnection()
    .execute<Array<{ last_value: string; is_called: boolean }>>('select last_value, is_called from "page_data_version"');
  const row = rows[0];
  // Before its first nextval a sequence reads 1 with is_called false, after it 1 with true: both count.
  return row ? Number(row.last_value) * 2 + (row.is_called ? 1 : 0) : 0;
}
