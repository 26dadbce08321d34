import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 "Course truth": heights corrected from recorded runs, with their history (only derived
 * heights, never a run's file), the course's choice of heights, and its published gain.
 */
export class Migration20261206100000CourseHeights extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_heights" ("id" uuid not null, "course_uuid" uuid not null, "status" varchar(10) not null, "submitted_by" varchar(64) null, "heights" jsonb not null, "created_at" timestamptz not null, "decided_at" timestamptz null, "decided_by" varchar(64) null, constraint "course_heights_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "course_heights_course_uuid_index" on "course_heights" ("course_uuid");`);
    this.addSql(`create index "course_heights_status_index" on "course_heights" ("status");`);
    this.addSql(`alter table "course" add column "heights_id" uuid null, add column "published_gain_m" double precision null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course" drop column "heights_id", drop column "published_gain_m";`);
    this.addSql(`drop table if exists "course_heights" cascade;`);
  }
}
