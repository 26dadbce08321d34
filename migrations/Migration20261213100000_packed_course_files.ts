import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 point 8: uploaded course files are stored gzip-packed (modules/courses/data/file-packing.ts),
 * so a 24 MB GPX is no longer written and read as 48 MB of hexadecimal on the event loop. Rows
 * written before keep their bytes as sent (`identity`); a preview also keeps its file's length.
 */
export class Migration20261213100000PackedCourseFiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "course_file" add column "encoding" varchar(8) not null default 'identity';`);
    this.addSql(
      `alter table "course_upload_preview" add column "encoding" varchar(8) not null default 'identity', add column "size" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "course_upload_preview" drop column "encoding", drop column "size";`);
    this.addSql(`alter table "course_file" drop column "encoding";`);
  }
}
