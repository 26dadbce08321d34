/** pg-cursor ships no types: what src/db/shared-pool.ts uses of it (Kysely streams through it). */
declare module 'pg-cursor' {
  import type { Connection, CustomTypesConfig } from 'pg';

  export default class Cursor<T = unknown> {
    constructor(text: string, values?: unknown[], config?: { rowMode?: 'array'; types?: CustomTypesConfig });
    submit(connection: Connection): void;
    read(rows: number): Promise<T[]>;
    close(): Promise<void>;
  }
}
