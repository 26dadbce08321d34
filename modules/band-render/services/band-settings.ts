import { z } from 'zod';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import { bandStyleSchema } from './band-style.ts';
import { issueCode as code } from '../../../src/lib/coded-error.ts';

export const BAND_COLUMNS = ['distance', 'split', 'pace', 'slope', 'elapsed'] as const;
export type BandColumn = (typeof BAND_COLUMNS)[number];

/** Accepted wrist and band-width ranges, per unit (a child's wrist to a large adult's). */
const SIZE_LIMITS = {
  cm: { wrist: [10, 30], width: [1.5, 8] },
  in: { wrist: [4, 12], width: [0.6, 3] },
} as const;

const sizeSchema = z
  .object(
    {
      unit: z.enum(['cm', 'in'], code('sizeUnitUnknown')).default('cm'),
      wrist: z.number(code('invalidNumber')).default(17),
      width: z.number(code('invalidNumber')).default(3),
      /** Adds 1 cm (or ½ in) to the wrist for the overlap that is taped shut. */
      allowance: z.boolean(code('invalidType')).default(true),
    },
    code('invalidType'),
  )
  .superRefine((size, ctx) => {
    const limits = SIZE_LIMITS[size.unit];
    for (const key of ['wrist', 'width'] as const) {
      const [min, max] = limits[key];
      const value = size[key];
      if (!Number.isFinite(value) || value < min || value > max) {
        const message = key === 'wrist' ? 'wristRange' : 'widthRange';
        ctx.addIssue({ code: 'custom', path: [key], message, params: { min, max, unit: size.unit } });
      }
    }
    if (size.width * 2 > size.wrist) {
      ctx.addIssue({ code: 'custom', path: ['width'], message: 'widthTooLarge' });
    }
  });

export const bandSettingsSchema = z.object(
  {
    /** Course or race name printed in the header: one line, without control characters. */
    title: z.string(code('invalidType')).overwrite(singleLineText).max(80, code('titleTooLong')).default(''),
    /** Language of the printed labels (column heads, strategy). */
    locale: z.enum(LOCALES, code('localeUnknown')).default('en'),
    size: sizeSchema.prefault({}),
    columns: z
      .array(z.enum(BAND_COLUMNS, code('columnUnknown')), code('invalidType'))
      .min(1, code('columnsEmpty'))
      .default(['distance', 'split', 'elapsed'])
      .transform((cols) => [...new Set(cols)]),
    style: bandStyleSchema.prefault({}),
    /**
     * Small print under the header: a short warning about the course (its heights may be
     * unreliable), in the band's language. Set by the band builder from the course, never taken
     * from what a user sends; empty for none.
     */
    courseNote: z.string(code('invalidType')).overwrite(singleLineText).max(400, code('invalidType')).default(''),
  },
  code('invalidType'),
);

export type BandSettings = z.output<typeof bandSettingsSchema>;
export type BandSettingsInput = z.input<typeof bandSettingsSchema>;
