import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 point 5: an uploaded course file the form previewed, kept an hour under a random
 * token's hash for the user who sent it, so saving the form does not send and parse it again.
 */
export class Migration20261212100000CourseUploadPreview extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "course_upload_preview" ("token_hash" varchar(64) not null, "owner_id" varchar(64) not null, "file_name" varchar(200) not null, "content_type" varchar(100) not null, "data" bytea not null, "profile" jsonb not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "course_upload_preview_owner_id_index" on "course_upload_preview" ("owner_id");`);
    this.addSql(`create index "course_upload_preview_expires_at_index" on "course_upload_preview" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_upload_preview" cascade;`);
  }
}
