import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: an order line keeps its band's theme as it was ordered (id, name, images, border), so
 * the print run draws the band that was paid for even if the team edits or deletes the theme.
 * Lines already there take the theme their state names, as it is now, when it still exists.
 */
export class Migration20261203100000OrderLineTheme extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce_order_line" add column "theme" jsonb null;`);
    this.addSql(`update "commerce_order_line" as l set "theme" = jsonb_build_object(
        'id', t."id", 'name', t."name", 'backgroundImage', t."background_image", 'borderImage', t."border_image",
        'borderWidthMm', t."border_width_mm", 'position', t."position")
      from "band_theme" as t
      where t."id"::text = l."state" -> 'band' ->> 'theme';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce_order_line" drop column "theme";`);
  }
}
