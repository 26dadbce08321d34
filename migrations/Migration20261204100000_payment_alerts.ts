import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28 "Shop": payments the shop did not keep on their order (a canceled order, another
 * checkout, amount or currency, a promo code with no use left, a second payment) with their
 * automatic refund, kept for the team until someone marks them handled.
 */
export class Migration20261204100000PaymentAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "commerce_payment_alert" ("id" serial primary key, "order_id" uuid not null, "reason" varchar(10) not null, "detail" varchar(255) null, "event_id" varchar(255) not null, "payment_intent_id" varchar(255) null, "amount" int null, "currency" varchar(3) null, "refund_status" varchar(10) not null, "refund_id" varchar(255) null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by" varchar(64) null);`,
    );
    this.addSql(`create index "commerce_payment_alert_order_id_index" on "commerce_payment_alert" ("order_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commerce_payment_alert" cascade;`);
  }
}
