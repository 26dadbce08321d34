import type { CommandHelp } from '../../../src/cli/command-help.ts';
import { planHelp } from './plan-help.ts';

const eg = (args: string) => `paceband band --distance marathon --goal 3:30:00 ${args}`;

/** `paceband band --help`: its own flags (band-render's parseBandArgs), then the plan flags it shares. */
export const bandHelp: CommandHelp = {
  usage: 'paceband band [<course file>] --goal H:MM:SS --out FILE.pdf [options]',
  summary: [
    'Renders pace bands to PDF (an imposed sheet of every band), PNG or SVG; at least one output.',
    'With several goal times the PNG and SVG are one file per band beside the name given: FILE-1-3-30-00.png, …',
    'Takes every option of paceband plan as well (listed after the band options). Bad input: one line on stderr, exit code 2.',
  ].join('\n'),
  options: [
    { flag: '--out FILE.pdf', text: 'the printable sheet', example: eg('--out bands.pdf') },
    { flag: '--png FILE.png', text: 'a preview image of the band', example: eg('--png band.png') },
    { flag: '--png-scale PX', text: 'PNG pixels per point (default 4)', example: eg('--png band.png --png-scale 2') },
    { flag: '--svg FILE.svg', text: 'the band at true size', example: eg('--svg band.svg') },
    { flag: '--paper A4|A5|Letter|Legal', text: 'paper size of the PDF', example: eg('--out bands.pdf --paper Letter') },
    { flag: '--orientation O', text: 'portrait or landscape', example: eg('--out bands.pdf --orientation landscape') },
    { flag: '--margins small|medium|large', text: 'page margins', example: eg('--out bands.pdf --margins small') },
    { flag: '--gap none|small|large', text: 'space between bands on the sheet', example: eg('--out bands.pdf --gap large') },
    { flag: '--no-cut-marks', text: 'no cut marks on the sheet', example: eg('--out bands.pdf --no-cut-marks') },
    { flag: '--wrist SIZE', text: 'wrist circumference, 17cm or 6.5in', example: eg('--out bands.pdf --wrist 16cm') },
    { flag: '--width SIZE', text: 'band width', example: eg('--out bands.pdf --width 3cm') },
    { flag: '--no-allowance', text: 'no overlap allowance for closing the band', example: eg('--out bands.pdf --no-allowance') },
    { flag: '--title T', text: 'title printed on the band', example: eg('--out bands.pdf --title "Berlin 2026"') },
    {
      flag: '--columns C,…',
      text: 'columns among distance, split, pace, slope, elapsed',
      example: eg('--out bands.pdf --columns distance,pace,elapsed'),
    },
    {
      flag: '--font F',
      text: 'roboto-condensed, barlow-condensed, oswald, inter, ibm-plex-mono or source-serif-4',
      example: eg('--out bands.pdf --font oswald'),
    },
    { flag: '--font-style S', text: 'normal, bold, italic or bold-italic', example: eg('--out bands.pdf --font-style bold') },
    { flag: '--text-color #HEX', text: 'text colour', example: eg('--out bands.pdf --text-color "#112233"') },
    { flag: '--background-color #HEX', text: 'background colour', example: eg('--out bands.pdf --background-color "#ffffff"') },
    { flag: '--border-color #HEX', text: 'border colour', example: eg('--out bands.pdf --border-color "#000000"') },
    { flag: '--even-color #HEX', text: 'colour of even rows', example: eg('--out bands.pdf --even-color "#eeeeee"') },
    { flag: '--odd-color #HEX', text: 'colour of odd rows', example: eg('--out bands.pdf --odd-color "#dddddd"') },
    {
      flag: '--opacity 0..1',
      text: 'opacity of the background and row colours',
      example: eg('--out bands.pdf --background-image bg.png --opacity 0.4'),
    },
    { flag: '--border-width MM', text: 'border width in millimetres', example: eg('--out bands.pdf --border-width 0.5') },
    { flag: '--background-image FILE', text: 'an image behind the rows', example: eg('--out bands.pdf --background-image bg.png') },
    { flag: '--border-image FILE', text: 'an image in the border', example: eg('--out bands.pdf --border-image border.png') },
    {
      flag: '--image-position P',
      text: 'top, center or bottom',
      example: eg('--out bands.pdf --background-image bg.png --image-position top'),
    },
    ...planHelp.options.map((o) => ({
      ...o,
      example: o.flag.startsWith('--help')
        ? 'paceband band --help'
        : o.example.replace(/^paceband plan /, 'paceband band ') + ' --out bands.pdf',
    })),
  ],
};
