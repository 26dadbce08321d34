import { Migration } from '@mikro-orm/migrations';

/** The course review queue: a member's request to publish a private course, their note, the team's answer. */
export class Migration20261202100000CourseReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "course"
      add column "publish_requested_at" timestamptz null,
      add column "publish_request_note" varchar(500) null,
      add column "publish_request_locale" varchar(2) null,
      add column "review_answer" text null,
      add column "review_answered_at" timestamptz null;`);
    this.addSql(`create index "course_publish_requested_at_index" on "course" ("publish_requested_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "course_publish_requested_at_index";`);
    this.addSql(`alter table "course"
      drop column "publish_requested_at",
      drop column "publish_request_note",
      drop column "publish_request_locale",
      drop column "review_answer",
      drop column "review_answered_at";`);
  }
}
