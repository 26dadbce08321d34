import { Migration } from '@mikro-orm/migrations';

/**
 * Courses and their original files (courses module), with accent-insensitive full-text search:
 * `unaccent` is not immutable, so an immutable wrapper (pinned dictionary) feeds the GIN index and
 * the search query alike; the `simple` configuration works the same in all four languages. The
 * function lives in its own schema: MikroORM diffs (and would drop) unmanaged routines of "public".
 */
export class Migration20261124100000Courses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent with schema public;`);
    this.addSql(`create schema if not exists course_search;`);
    this.addSql(`create or replace function course_search.vector(title text, series text, city text) returns tsvector
      language sql immutable parallel safe as $$
        select to_tsvector('simple'::regconfig, public.unaccent('public.unaccent'::regdictionary,
          coalesce(title, '') || ' ' || coalesce(series, '') || ' ' || coalesce(city, '')))
      $$;`);
    this.addSql(`create table "course" (
      "uuid" uuid not null,
      "slug" varchar(100) not null,
      "title" varchar(120) not null,
      "series" varchar(120) null,
      "city" varchar(100) null,
      "state_code" varchar(10) null,
      "country_code" varchar(2) null,
      "website" varchar(500) null,
      "facebook" varchar(100) null,
      "note" varchar(500) null,
      "description" text null,
      "status" varchar(10) not null,
      "distance_preset" varchar(10) null,
      "distance_m" double precision not null,
      "profile" jsonb not null,
      "summary" jsonb not null,
      "aid_stations" jsonb not null,
      "owner_id" varchar(64) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      "deleted_at" timestamptz null,
      constraint "course_pkey" primary key ("uuid")
    );`);
    this.addSql(`alter table "course" add constraint "course_slug_unique" unique ("slug");`);
    this.addSql(`create index "course_status_index" on "course" ("status");`);
    this.addSql(`create index "course_owner_id_index" on "course" ("owner_id");`);
    this.addSql(`create index "course_created_at_index" on "course" ("created_at");`);
    this.addSql(`create index "course_search_index" on "course" using gin (course_search.vector(title, series, city));`);
    this.addSql(`create table "course_file" (
      "course_uuid" uuid not null,
      "file_name" varchar(200) not null,
      "content_type" varchar(100) not null,
      "size" int not null,
      "data" bytea not null,
      "created_at" timestamptz not null,
      constraint "course_file_pkey" primary key ("course_uuid")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_file" cascade;`);
    this.addSql(`drop table if exists "course" cascade;`);
    this.addSql(`drop schema if exists course_search cascade;`);
  }
}
