/**
 * How a band looks. Every issue's `message` is a code of the `band` catalogue
 * (modules/band-render/locales), with its parameters in `params`: render it with `bandMessage`.
 */
import { z } from 'zod';
import { FONT_FAMILY_IDS, FONT_STYLES } from './font-families.ts';
import { readImageAsset } from './image-asset.ts';
import { issueCode as code } from '../../../src/lib/coded-error.ts';

/** `#abc` or `#aabbcc`, normalised to lower-case `#aabbcc`. */
const hexColour = z.string(code('colourInvalid')).transform((value, ctx) => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) {
    ctx.addIssue({ code: 'custom', message: 'colourInvalid', params: { value } });
    return z.NEVER;
  }
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
});

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, code('imageInvalid'));

// Already-validated settings are parsed again by the renderer, so an ImageAsset is accepted too.
const image = z.union([bytes, z.string(), z.looseObject({ bytes })], code('imageInvalid')).transform((value, ctx) => {
  const asset = readImageAsset(value instanceof Uint8Array || typeof value === 'string' ? value : value.bytes);
  if (!asset) {
    ctx.addIssue({ code: 'custom', message: 'imageInvalid' });
    return z.NEVER;
  }
  return asset;
});

export const MAX_BORDER_MM = 5;

export const bandThemeSchema = z.object(
  {
    backgroundImage: image.optional(),
    /** Drawn in the border ring only, so it frames the rows without crossing them. */
    borderImage: image.optional(),
    borderWidthMm: z
      .number(code('borderWidthRange'))
      .default(0.6)
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_BORDER_MM, {
        error: 'borderWidthRange',
        params: { max: MAX_BORDER_MM },
      }),
    /** Which part of the background image stays visible when it is cropped to cover the band. */
    position: z.enum(['top', 'center', 'bottom'], code('positionUnknown')).default('center'),
  },
  code('invalidType'),
);

export const bandStyleSchema = z.object(
  {
    /** White means no border. */
    borderColor: hexColour.default('#1f2937'),
    evenRowColor: hexColour.default('#ffffff'),
    oddRowColor: hexColour.default('#e8eef6'),
    textColor: hexColour.default('#111827'),
    backgroundColor: hexColour.default('#ffffff'),
    fontFamily: z.enum(FONT_FAMILY_IDS, code('fontUnknown')).default('roboto-condensed'),
    fontStyle: z.enum(FONT_STYLES, code('fontStyleUnknown')).default('normal'),
    /** Opacity of the row stripes (and background colour) over a background image. */
    opacity: z
      .number(code('opacityRange'))
      .default(1)
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1, code('opacityRange')),
    theme: bandThemeSchema.prefault({}),
  },
  code('invalidType'),
);
