import { Migration } from '@mikro-orm/migrations';

/** Bands saved by their owners (band builder module). */
export class Migration20261125100000SavedBands extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "saved_band" (
      "id" uuid not null primary key,
      "owner_id" varchar(64) not null,
      "title" varchar(120) not null,
      "state" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create index "saved_band_owner_id_index" on "saved_band" ("owner_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_band" cascade;`);
  }
}
