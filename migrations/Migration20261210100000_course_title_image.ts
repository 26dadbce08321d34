import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 point 4: a course's "image of title" (SPEC). Its two re-encoded pictures (page WebP,
 * Open Graph JPEG) in `course_title_image`, its version and page size on the course row, so pages
 * never read the bytes and a change moves the page cache on (the course's trigger).
 * (Written by `npm run db:migrate -- --create course_title_image`.)
 */
export class Migration20261210100000CourseTitleImage extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_title_image" ("course_uuid" uuid not null, "version" varchar(16) not null, "page" bytea not null, "card" bytea not null, "created_at" timestamptz not null, primary key ("course_uuid"));`,
    );
    this.addSql(`alter table "course" add "title_image" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_title_image" cascade;`);
    this.addSql(`alter table "course" drop column "title_image";`);
  }
}
