import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27 point 2 "After the race": a recorded race laid on a band's plan. Only the derived
 * numbers per band row and the gap curve are kept (jsonb), never the file's positions or times.
 */
export class Migration20261207100000RaceReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "race_review" ("id" uuid not null, "share_token" varchar(64) not null, "owner_id" varchar(64) null, "saved_band_id" uuid null, "title" varchar(120) not null, "review" jsonb not null, "created_at" timestamptz not null, constraint "race_review_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "race_review" add constraint "race_review_share_token_unique" unique ("share_token");`);
    this.addSql(`create index "race_review_owner_id_index" on "race_review" ("owner_id");`);
    this.addSql(`create index "race_review_saved_band_id_index" on "race_review" ("saved_band_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "race_review" cascade;`);
  }
}
