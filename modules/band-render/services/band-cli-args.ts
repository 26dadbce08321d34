import { flagOptions } from '../../../src/cli/flag-options.ts';
import { takeOwnFlags } from '../../../src/cli/own-flags.ts';
import type { BandSettingsInput } from './band-settings.ts';
import type { PaperSettingsInput } from './paper-settings.ts';

/**
 * The `paceband band` flags that belong to the renderer. They are taken out of argv first; the
 * rest (goal, distance, strategy, course file…) goes to the plan command's own parser.
 */
const options = flagOptions({
  string: [
    'out',
    'png',
    'svg',
    'png-scale',
    'paper',
    'orientation',
    'margins',
    'gap',
    'wrist',
    'width',
    'title',
    'columns',
    'font',
    'font-style',
    'text-color',
    'background-color',
    'border-color',
    'even-color',
    'odd-color',
    'opacity',
    'border-width',
    'background-image',
    'border-image',
    'image-position',
  ],
  boolean: ['no-cut-marks', 'no-allowance'],
});

export class BandUsageError extends Error {}

export interface BandCommand {
  out: string | undefined;
  png: string | undefined;
  svg: string | undefined;
  pngScale: number;
  settings: BandSettingsInput;
  paper: PaperSettingsInput;
  images: { background?: string; border?: string };
  /** Everything this parser does not own, for the plan parser. */
  rest: string[];
}

/** "17cm", "6.5in", "170mm", "17" (cm): the value in `unit`, or in its own unit when none is set. */
function parseLength(flag: string, text: string): { value: number; unit: 'cm' | 'in' } {
  const match = /^(\d+(?:\.\d+)?)\s*(cm|mm|in)?$/i.exec(text.trim());
  if (!match) throw new BandUsageError(`--${flag}: expected a length such as 17cm or 6.5in (got "${text}")`);
  const value = Number(match[1]);
  const unit = match[2]?.toLowerCase() ?? 'cm';
  return unit === 'mm' ? { value: value / 10, unit: 'cm' } : { value, unit: unit as 'cm' | 'in' };
}

const num = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

export function parseBandArgs(argv: string[]): BandCommand {
  const { values: v, rest } = takeOwnFlags(argv, options, (message) => new BandUsageError(message));
  const wrist = v.wrist !== undefined ? parseLength('wrist', v.wrist) : undefined;
  const unit = wrist?.unit ?? 'cm';
  const width = v.width !== undefined ? parseLength('width', v.width) : undefined;
  const widthValue = width ? (width.unit === unit ? width.value : unit === 'cm' ? width.value * 2.54 : width.value / 2.54) : undefined;
  const style: NonNullable<BandSettingsInput['style']> = {};
  if (v.font !== undefined) style.fontFamily = v.font as never;
  if (v['font-style'] !== undefined) style.fontStyle = v['font-style'] as never;
  if (v['text-color'] !== undefined) style.textColor = v['text-color'];
  if (v['background-color'] !== undefined) style.backgroundColor = v['background-color'];
  if (v['border-color'] !== undefined) style.borderColor = v['border-color'];
  if (v['even-color'] !== undefined) style.evenRowColor = v['even-color'];
  if (v['odd-color'] !== undefined) style.oddRowColor = v['odd-color'];
  if (v.opacity !== undefined) style.opacity = num(v.opacity) as number;
  const theme: NonNullable<typeof style.theme> = {};
  if (v['border-width'] !== undefined) theme.borderWidthMm = num(v['border-width'].replace(/mm$/, '')) as number;
  if (v['image-position'] !== undefined) theme.position = v['image-position'] as never;
  style.theme = theme;
  const settings: BandSettingsInput = {
    size: {
      unit,
      ...(wrist ? { wrist: wrist.value } : {}),
      ...(widthValue !== undefined ? { width: widthValue } : {}),
      allowance: !v['no-allowance'],
    },
    style,
  };
  if (v.title !== undefined) settings.title = v.title;
  if (v.columns !== undefined) settings.columns = v.columns.split(',').map((c) => c.trim()) as never;
  const paper: PaperSettingsInput = { cutMarks: !v['no-cut-marks'] };
  if (v.paper !== undefined) paper.paper = v.paper as never;
  if (v.orientation !== undefined) paper.orientation = v.orientation as never;
  if (v.margins !== undefined) paper.margins = v.margins as never;
  if (v.gap !== undefined) paper.gap = v.gap as never;
  const pngScale = v['png-scale'] !== undefined ? Number(v['png-scale']) : 4;
  return {
    out: v.out,
    png: v.png,
    svg: v.svg,
    pngScale,
    settings,
    paper,
    images: { background: v['background-image'], border: v['border-image'] },
    rest,
  };
}
