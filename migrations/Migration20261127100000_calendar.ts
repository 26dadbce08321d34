import { Migration } from '@mikro-orm/migrations';

/** Race events of the calendar module. */
export class Migration20261127100000Calendar extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "race_event" (
      "id" uuid not null,
      "slug" varchar(140) not null,
      "name" varchar(160) not null,
      "date" varchar(10) not null,
      "start_time" varchar(5) null,
      "time_zone" varchar(64) not null,
      "city" varchar(100) not null,
      "state_code" varchar(10) null,
      "country_code" varchar(2) not null,
      "distances" text[] not null,
      "website" varchar(500) null,
      "course_uuid" uuid null,
      "status" varchar(10) not null,
      "demo" boolean not null default false,
      "search_text" varchar(300) not null,
      "proposed_by" varchar(64) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "race_event_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "race_event" add constraint "race_event_slug_unique" unique ("slug");`);
    this.addSql(`create index "race_event_date_index" on "race_event" ("date");`);
    this.addSql(`create index "race_event_country_code_index" on "race_event" ("country_code");`);
    this.addSql(`create index "race_event_course_uuid_index" on "race_event" ("course_uuid");`);
    this.addSql(`create index "race_event_status_index" on "race_event" ("status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "race_event" cascade;`);
  }
}
