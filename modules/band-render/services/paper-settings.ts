import { z } from 'zod';
import { issueCode as code } from '../../../src/lib/coded-error.ts';

export const PAPER_SIZES_PT = {
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
  Letter: [612, 792],
  Legal: [612, 1008],
} as const;
export type PaperName = keyof typeof PAPER_SIZES_PT;

export const MARGINS_MM = { small: 5, medium: 10, large: 18 } as const;
export const GAPS_MM = { none: 0, small: 3, large: 8 } as const;

export const paperSettingsSchema = z.object(
  {
    paper: z.enum(['A4', 'A5', 'Letter', 'Legal'], code('paperUnknown')).default('A4'),
    orientation: z.enum(['portrait', 'landscape'], code('orientationUnknown')).default('portrait'),
    margins: z.enum(['small', 'medium', 'large'], code('marginsUnknown')).default('medium'),
    gap: z.enum(['none', 'small', 'large'], code('gapUnknown')).default('small'),
    cutMarks: z.boolean(code('invalidType')).default(true),
  },
  code('invalidType'),
);

export type PaperSettings = z.output<typeof paperSettingsSchema>;
export type PaperSettingsInput = z.input<typeof paperSettingsSchema>;
