import type { MetadataStorage } from '@mikro-orm/core';

/**
 * The tables whose page_data_changed trigger moves the page cache's data version on
 * (migrations 20261201100000 and 20261205120000 create them; src/host/page-cache/). The ORM is
 * told they exist, so a migration written by `db:migrate -- --create` neither drops them in
 * `up()` nor recreates them as empty functions in `down()`.
 */
const PAGE_DATA_TRIGGER_TABLES: readonly string[] = [
  'news_item',
  'faq_entry',
  'course',
  'race_event',
  'band_theme',
  'commerce_setting',
  'legal_document_version',
];

const PAGE_DATA_TRIGGER = 'page_data_changed';

/** Declares the hand-written triggers on the entities of their tables (discovery's afterDiscovered hook). */
export function declarePageDataTriggers(storage: MetadataStorage): void {
  for (const meta of storage.getAll().values()) {
    if (!meta.tableName || !PAGE_DATA_TRIGGER_TABLES.includes(meta.tableName)) continue;
    if (meta.triggers?.some((trigger: { name?: string }) => trigger.name === PAGE_DATA_TRIGGER)) continue;
    meta.triggers = [
      ...(meta.triggers ?? []),
      {
        name: PAGE_DATA_TRIGGER,
        timing: 'after',
        events: ['insert', 'update', 'delete', 'truncate'],
        forEach: 'statement',
        expression: `create or replace trigger "${PAGE_DATA_TRIGGER}" after insert or update or delete or truncate on "${meta.tableName}" for each statement execute function "bump_page_data_version"();`,
      },
    ];
  }
}
