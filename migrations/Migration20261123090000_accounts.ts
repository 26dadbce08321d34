import { Migration } from '@mikro-orm/migrations';

/** Shipping addresses and avatars (accounts module); better-auth creates its own tables in schema "auth". */
export class Migration20261123090000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "shipping_address" (
      "id" serial primary key,
      "user_id" varchar(64) not null,
      "recipient" varchar(120) not null,
      "street" varchar(160) not null,
      "unit" varchar(80) null,
      "city" varchar(100) not null,
      "zip" varchar(20) not null,
      "state" varchar(80) null,
      "country" varchar(2) not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`alter table "shipping_address" add constraint "shipping_address_user_id_unique" unique ("user_id");`);
    this.addSql(`create table "user_avatar" (
      "user_id" varchar(64) not null,
      "content_type" varchar(20) not null,
      "data" bytea not null,
      "updated_at" timestamptz not null,
      constraint "user_avatar_pkey" primary key ("user_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_avatar" cascade;`);
    this.addSql(`drop table if exists "shipping_address" cascade;`);
  }
}
