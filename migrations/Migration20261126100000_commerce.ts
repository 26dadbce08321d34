import { Migration } from '@mikro-orm/migrations';

/** Commerce: orders, their lines and status history, promo codes and their uses, shop settings, payment events, print runs. */
export class Migration20261126100000Commerce extends Migration {
  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce_order" ("id" uuid not null, "number" serial, "kind" varchar(10) not null, "user_id" varchar(64) null, "email" varchar(254) null, "buyer_name" varchar(120) null, "locale" varchar(2) not null, "status" varchar(10) not null, "currency" varchar(3) not null, "quantity" int not null, "unit_price" int not null, "regular_unit_price" int not null, "subtotal" int not null, "regular_subtotal" int not null, "shipping" int not null, "discount" int not null, "total" int not null, "promo_code_id" int null, "promo_code" varchar(40) null, "shipping_address" jsonb null, "country_group" varchar(5) null, "comment" varchar(500) null, "donation_tier" varchar(10) null, "payment_provider" varchar(10) null, "checkout_session_id" varchar(255) null, "payment_intent_id" varchar(255) null, "refund_id" varchar(255) null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "commerce_order" add constraint "commerce_order_number_unique" unique ("number");`);
    this.addSql(`create index "commerce_order_user_id_index" on "commerce_order" ("user_id");`);
    this.addSql(`create index "commerce_order_status_index" on "commerce_order" ("status");`);
    this.addSql(`create index "commerce_order_country_group_index" on "commerce_order" ("country_group");`);
    this.addSql(`create index "commerce_order_checkout_session_id_index" on "commerce_order" ("checkout_session_id");`);
    this.addSql(`create index "commerce_order_created_at_index" on "commerce_order" ("created_at");`);

    this.addSql(
      `create table "commerce_order_event" ("id" serial primary key, "order_id" uuid not null, "from_status" varchar(10) null, "to_status" varchar(10) not null, "actor_kind" varchar(10) not null, "actor_id" varchar(255) null, "note" varchar(255) null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "commerce_order_event_order_id_index" on "commerce_order_event" ("order_id");`);

    this.addSql(
      `create table "commerce_order_line" ("id" serial primary key, "order_id" uuid not null, "position" int not null, "saved_band_id" uuid null, "title" varchar(120) not null, "course_id" varchar(64) null, "state" jsonb not null, "quantity" int not null, "unit_price" int not null);`,
    );
    this.addSql(`create index "commerce_order_line_order_id_index" on "commerce_order_line" ("order_id");`);

    this.addSql(
      `create table "commerce_payment_event" ("event_id" varchar(255) not null, "type" varchar(80) not null, "order_id" uuid null, "outcome" varchar(40) not null, "received_at" timestamptz not null, primary key ("event_id"));`,
    );

    this.addSql(
      `create table "commerce_print_run" ("id" uuid not null, "order_ids" jsonb not null, "paper" varchar(10) not null, "status" varchar(10) not null, "done" int not null default 0, "total" int not null, "error" varchar(500) null, "bands_pdf" bytea null, "labels_pdf" bytea null, "created_by" varchar(64) not null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "commerce_promo_code" ("id" serial primary key, "code" varchar(40) not null, "type" varchar(10) not null, "value" int not null, "max_uses" int null, "quantity_min" int null, "course_id" varchar(64) null, "user_id" varchar(64) null, "is_admin_only" boolean not null default false, "is_apply_once" boolean not null default false, "is_existing_user_only" boolean not null default false, "is_new_user_only" boolean not null default false, "is_free_shipping" boolean not null default false, "valid_from" timestamptz null, "valid_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "commerce_promo_code" add constraint "commerce_promo_code_code_unique" unique ("code");`);

    this.addSql(
      `create table "commerce_promo_redemption" ("id" serial primary key, "promo_code_id" int not null, "order_id" uuid not null, "user_id" varchar(64) null, "status" varchar(10) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "commerce_promo_redemption_promo_code_id_index" on "commerce_promo_redemption" ("promo_code_id");`);
    this.addSql(`alter table "commerce_promo_redemption" add constraint "commerce_promo_redemption_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "commerce_promo_redemption_user_id_index" on "commerce_promo_redemption" ("user_id");`);

    this.addSql(
      `create table "commerce_setting" ("key" varchar(40) not null, "value" jsonb not null, "updated_at" timestamptz not null, "updated_by" varchar(64) null, primary key ("key"));`,
    );

    this.addSql(
      `alter table "commerce_order_event" add constraint "commerce_order_event_order_id_foreign" foreign key ("order_id") references "commerce_order" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "commerce_order_line" add constraint "commerce_order_line_order_id_foreign" foreign key ("order_id") references "commerce_order" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce_order_event" drop constraint "commerce_order_event_order_id_foreign";`);
    this.addSql(`alter table "commerce_order_line" drop constraint "commerce_order_line_order_id_foreign";`);

    this.addSql(`drop table if exists "commerce_order" cascade;`);
    this.addSql(`drop table if exists "commerce_order_event" cascade;`);
    this.addSql(`drop table if exists "commerce_order_line" cascade;`);
    this.addSql(`drop table if exists "commerce_payment_event" cascade;`);
    this.addSql(`drop table if exists "commerce_print_run" cascade;`);
    this.addSql(`drop table if exists "commerce_promo_code" cascade;`);
    this.addSql(`drop table if exists "commerce_promo_redemption" cascade;`);
    this.addSql(`drop table if exists "commerce_setting" cascade;`);
  }
}
