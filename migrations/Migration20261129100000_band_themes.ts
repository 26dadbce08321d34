import { Migration } from '@mikro-orm/migrations';

/**
 * Band builder: themes (SPEC 3, chosen on the build page, made in the admin area), read-only
 * snapshots of bands shared from private courses, and the course a saved band follows.
 */
export class Migration20261129100000BandThemes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "band_theme" (
      "id" uuid not null,
      "slug" varchar(60) null,
      "name" varchar(80) not null,
      "background_image" text null,
      "border_image" text null,
      "border_width_mm" double precision not null,
      "position" varchar(10) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`alter table "band_theme" add constraint "band_theme_slug_unique" unique ("slug");`);
    this.addSql(`create table "band_snapshot" (
      "id" uuid not null,
      "owner_id" varchar(64) not null,
      "course_title" varchar(120) not null,
      "state" jsonb not null,
      "plans" jsonb not null,
      "chart" jsonb not null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "band_snapshot_owner_id_index" on "band_snapshot" ("owner_id");`);
    this.addSql(`alter table "saved_band" add "course_uuid" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "saved_band" drop column "course_uuid";`);
    this.addSql(`drop table if exists "band_snapshot" cascade;`);
    this.addSql(`drop table if exists "band_theme" cascade;`);
  }
}
