import { defineEntity, p } from '@mikro-orm/core';

/**
 * A band theme (SPEC 3): background image, border image, border width and the image's position.
 * Made by the team in the admin area, chosen on the build page. Images are PNG or JPEG, kept as
 * data URLs (bounded in size by the admin API) so the renderer reads them as it reads uploads.
 */
const BandThemeSchema = defineEntity({
  name: 'BandTheme',
  tableName: 'band_theme',
  properties: {
    id: p.uuid().primary(),
    /** Stable key of the seeded themes (null for the team's own); never shown. */
    slug: p.string().length(60).nullable().unique(),
    name: p.string().length(80),
    backgroundImage: p.text().nullable(),
    borderImage: p.text().nullable(),
    borderWidthMm: p.double(),
    position: p.string().length(10).$type<'top' | 'center' | 'bottom'>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class BandTheme extends BandThemeSchema.class {}
BandThemeSchema.setClass(BandTheme);
