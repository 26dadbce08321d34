import { Migration } from '@mikro-orm/migrations';
import { en } from './legal-texts/en.ts';
import { es } from './legal-texts/es.ts';
import { fr } from './legal-texts/fr.ts';
import { it } from './legal-texts/it.ts';
import { pageDataTriggerSql } from './Migration20261201100000_page_data_version.ts';

const TEXTS = { en, fr, es, it };

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The legal pages as versioned documents (content module): every publication adds a row and none
 * is changed, so the versions a member accepted stay readable. Version 1 of the terms of use, the
 * terms of sale and the privacy notice in four languages is written here, so a database started
 * without the demo seed (production) has them too. The privacy, terms and terms-of-sale pages are
 * in the page cache: the table moves the page-data version.
 */
export class Migration20261205120000LegalDocuments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "legal_document_version" (
      "id" serial primary key,
      "kind" varchar(10) not null,
      "locale" varchar(2) not null,
      "version" int not null,
      "body" text not null,
      "published_at" timestamptz not null,
      "published_by_id" varchar(64) null,
      "published_by_name" varchar(100) null
    );`);
    this.addSql(
      `alter table "legal_document_version" add constraint "legal_document_version_kind_locale_version_unique" unique ("kind", "locale", "version");`,
    );
    for (const [locale, texts] of Object.entries(TEXTS)) {
      for (const [kind, body] of Object.entries(texts)) {
        this.addSql(`insert into "legal_document_version" ("kind", "locale", "version", "body", "published_at")
          values (${literal(kind)}, ${literal(locale)}, 1, ${literal(body.trim())}, now());`);
      }
    }
    this.addSql(pageDataTriggerSql('legal_document_version'));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "legal_document_version" cascade;`);
  }
}
