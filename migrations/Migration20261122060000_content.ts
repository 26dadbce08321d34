import { Migration } from '@mikro-orm/migrations';

/** News items and FAQ entries (content module). */
export class Migration20261122060000Content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "news_item" (
      "id" serial primary key,
      "slug" varchar(120) not null,
      "publish_date_from" timestamptz not null,
      "title" jsonb not null,
      "body" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`alter table "news_item" add constraint "news_item_slug_unique" unique ("slug");`);
    this.addSql(`create index "news_item_publish_date_from_index" on "news_item" ("publish_date_from");`);
    this.addSql(`create table "faq_entry" (
      "id" serial primary key,
      "key" varchar(80) not null,
      "position" int not null default 0,
      "question" jsonb not null,
      "answer" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`alter table "faq_entry" add constraint "faq_entry_key_unique" unique ("key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "faq_entry" cascade;`);
    this.addSql(`drop table if exists "news_item" cascade;`);
  }
}
