import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32 point 4: a promo code keeps SPEC 3's `discount`, its rule's value as written ("10%",
 * "5.00 CAD"), and an order keeps the discount of the code it used as it was then. Existing codes
 * get theirs in the shop's currency; existing orders take their code's.
 */
export class Migration20261208110000PromoDiscount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce_promo_code" add column "discount" varchar(40) not null default '';`);
    this.addSql(
      `update "commerce_promo_code" set "discount" = case when "type" = 'percentage' then "value"::text || '%' else to_char("value" / 100.0, 'FM9999999990.00') || ' ' || coalesce((select "value"->>'currency' from "commerce_setting" where "key" = 'shop'), 'CAD') end;`,
    );
    this.addSql(`alter table "commerce_order" add column "promo_discount" varchar(40) null;`);
    this.addSql(
      `update "commerce_order" o set "promo_discount" = p."discount" from "commerce_promo_code" p where o."promo_code_id" = p."id";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce_order" drop column "promo_discount";`);
    this.addSql(`alter table "commerce_promo_code" drop column "discount";`);
  }
}
