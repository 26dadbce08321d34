import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 point 3: a print run mails its bands with an address label sheet (as before) or one
 * C6 or DL envelope per order; its second PDF holds whichever was chosen.
 */
export class Migration20261208100000PrintMailing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce_print_run" add column "mailing" varchar(10) not null default 'labels';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce_print_run" drop column "mailing";`);
  }
}
