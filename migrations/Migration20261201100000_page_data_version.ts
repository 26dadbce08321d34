import { Migration } from '@mikro-orm/migrations';

/**
 * The version of the data public pages show (src/host/page-cache/): a change to one of these
 * tables, by any replica or by hand, moves the sequence on, and every replica's page cache drops
 * its pages when it sees the new value. A sequence rather than a counter row: writers never wait
 * on each other for it. Statement-level triggers: one bump per statement, whatever its row count.
 * A module whose new table feeds a cached page adds the same trigger in its own migration.
 */
const PAGE_DATA_TABLES = ['news_item', 'faq_entry', 'course', 'race_event', 'band_theme', 'commerce_setting'];

export function pageDataTriggerSql(table: string): string {
  return `create or replace trigger "page_data_changed" after insert or update or delete or truncate on "${table}"
    for each statement execute function "bump_page_data_version"();`;
}

export class Migration20261201100000PageDataVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence if not exists "page_data_version";`);
    this.addSql(`create or replace function "bump_page_data_version"() returns trigger language plpgsql as $$
      begin
        perform nextval('page_data_version');
        return null;
      end $$;`);
    for (const table of PAGE_DATA_TABLES) this.addSql(pageDataTriggerSql(table));
  }

  override async down(): Promise<void> {
    for (const table of PAGE_DATA_TABLES) this.addSql(`drop trigger if exists "page_data_changed" on "${table}";`);
    this.addSql(`drop function if exists "bump_page_data_version"();`);
    this.addSql(`drop sequence if exists "page_data_version";`);
  }
}
