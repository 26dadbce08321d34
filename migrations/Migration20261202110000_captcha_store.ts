import { Migration } from '@mikro-orm/migrations';

/**
 * The contact form's captcha, shared by every app replica (modules/content/services/captcha.ts):
 * the solved challenges (a replay is refused by the primary key, atomically) and the signing
 * secret generated once when CAPTCHA_SECRET is not set. Plain SQL tables, listed as foreign.
 */
export class Migration20261202110000CaptchaStore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "captcha_used" (
      "signature" varchar(200) primary key,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index if not exists "captcha_used_expires_at_index" on "captcha_used" ("expires_at");`);
    this.addSql(`create table if not exists "captcha_secret" (
      "id" smallint primary key check ("id" = 1),
      "secret" varchar(128) not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "captcha_used";`);
    this.addSql(`drop table if exists "captcha_secret";`);
  }
}
