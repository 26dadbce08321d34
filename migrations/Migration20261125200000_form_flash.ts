import { Migration } from '@mikro-orm/migrations';

/**
 * What a form handler leaves for the page it redirects to (post-redirect-get), kept in the
 * database so that any replica can show it: the cookie carries only the random id.
 */
export class Migration20261125200000FormFlash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "form_flash" (
      "id" varchar(32) not null primary key,
      "payload" jsonb not null,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "form_flash_expires_at_index" on "form_flash" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "form_flash" cascade;`);
  }
}
