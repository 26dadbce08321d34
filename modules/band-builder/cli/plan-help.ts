import type { CommandHelp } from '../../../src/cli/command-help.ts';

const eg = (args: string) => `paceband plan ${args}`;

/** `paceband plan --help`: every flag of parsePlanArgs (PLAN_FLAGS), one example each. */
export const planHelp: CommandHelp = {
  usage: 'paceband plan [<course file>] --goal H:MM:SS [options]',
  summary: [
    'Prints the rows of a pace band: distance, split, pace, grade and elapsed time of each row.',
    'The course file (GPX, KML or KMZ) gives the hills; without one the race is flat and --distance is needed.',
    'Bad input: one line on stderr, exit code 2.',
  ].join('\n'),
  options: [
    { flag: '--goal H:MM:SS', text: 'goal time of the band', example: eg('--distance marathon --goal 3:30:00') },
    { flag: '--count N', text: 'copies of the --goal band (default 1)', example: eg('--distance 10 --goal 45:00 --count 3') },
    {
      flag: '--band COUNTxH:MM:SS',
      text: 'one more band (repeatable)',
      example: eg('--distance half --band 2x1:40:00 --band 1x1:50:00'),
    },
    {
      flag: '--distance D',
      text: 'race distance: a number in --unit, 26.2mi, 21.1km or a race name (default: the course)',
      example: eg('--distance 26.2mi --goal 3:30:00'),
    },
    {
      flag: '--strategy S',
      text: 'even-pace, even-effort (default) or effort-x2: presets of the uphill and downhill effort',
      example: eg('course.gpx --goal 3:30:00 --strategy effort-x2'),
    },
    {
      flag: '--effort-model M',
      text: "grade model of the effort: runners (runners' data, default), metabolic, or mine (your own, from --hills)",
      example: eg('course.gpx --goal 3:30:00 --effort-model metabolic'),
    },
    {
      flag: '--hills FILE',
      text: 'your own hill model ("My hills"): the JSON paceband hills --json printed; plans with --effort-model mine',
      example: eg('course.gpx --goal 3:30:00 --hills my-hills.json'),
    },
    {
      flag: '--uphill-effort X',
      text: 'climbs, 0 to 2: 0 even pace, 1 even effort, 2 hills x2 (default: the strategy)',
      example: eg('course.gpx --goal 3:30:00 --uphill-effort 1.5'),
    },
    {
      flag: '--downhill-effort X',
      text: "descents, 0 to 1.5: share of the model's downhill gain taken; never faster than the 10 km pace",
      example: eg('course.gpx --goal 3:30:00 --downhill-effort 0.5'),
    },
    {
      flag: '--negative-split P',
      text: 'second half P % faster than the first (a negative P, written --negative-split=-2, is a positive split)',
      example: eg('--distance marathon --goal 3:30:00 --negative-split 2'),
    },
    {
      flag: '--rows R',
      text: 'distance (a row every --every, default) or terrain (a row per climb, descent and flat)',
      example: eg('course.gpx --goal 3:30:00 --rows terrain'),
    },
    {
      flag: '--terrain-marks',
      text: 'with terrain rows, the km or mile marks (every --every) on top',
      example: eg('course.gpx --goal 3:30:00 --rows terrain --terrain-marks --every 5'),
    },
    {
      flag: '--keep-measured-length',
      text: "plan over the track's measured length (no snap to the race distance)",
      example: eg('course.gpx --goal 3:30:00 --keep-measured-length'),
    },
    { flag: '--unit km|mi', text: 'unit of the rows (default km)', example: eg('--distance marathon --goal 3:30:00 --unit mi') },
    { flag: '--every N', text: 'a row every N units (default 1)', example: eg('--distance marathon --goal 3:30:00 --every 5') },
    { flag: '--half', text: 'a row at half-way', example: eg('--distance marathon --goal 3:30:00 --half') },
    {
      flag: '--other-unit',
      text: 'rows every 5 of the other unit (mi on a km band)',
      example: eg('--distance marathon --goal 3:30:00 --other-unit'),
    },
    { flag: '--order asc|desc', text: 'row order (default asc)', example: eg('--distance 10 --goal 45:00 --order desc') },
    {
      flag: '--lap-times hide|km|mi',
      text: 'lap-time column of the band (default hide)',
      example: eg('--distance marathon --goal 3:30:00 --lap-times km'),
    },
    {
      flag: '--start slow:N|fast:N|regular',
      text: 'the first N units 3 % slower or faster',
      example: eg('--distance marathon --goal 3:30:00 --start slow:2'),
    },
    {
      flag: '--finish slow:N|fast:N|regular',
      text: 'the last N units 3 % slower or faster',
      example: eg('--distance marathon --goal 3:30:00 --finish fast:1'),
    },
    {
      flag: '--walk W',
      text: 'walk breaks: duration:5min:30s, distance:2:30s, aid:30s or none',
      example: eg('--distance marathon --goal 4:45:00 --walk duration:5min:30s'),
    },
    {
      flag: '--walk-speed S',
      text: 'walking speed in --unit per hour (default 6 km/h, which is 3.7 with --unit mi)',
      example: eg('--distance marathon --goal 4:45:00 --walk aid:30s --walk-speed 5'),
    },
    {
      flag: '--temperature T',
      text: "race-day temperature (°C, or °F with --fahrenheit), with --dew-point: the goal slowed by Hadley's temperature + dew point rule",
      example: eg('--distance marathon --goal 3:30:00 --temperature 24 --dew-point 18'),
    },
    {
      flag: '--dew-point D',
      text: 'race-day dew point, same scale as --temperature',
      example: eg('--distance marathon --goal 3:30:00 --temperature 75 --dew-point 65 --fahrenheit'),
    },
    {
      flag: '--fahrenheit',
      text: '--temperature and --dew-point are in °F',
      example: eg('--distance marathon --goal 3:30:00 --temperature 75 --dew-point 65 --fahrenheit'),
    },
    {
      flag: '--fade S',
      text: 'a planned late fade: S seconds slower per unit from --fade-after on (the goal still holds)',
      example: eg('--distance marathon --goal 3:30:00 --fade 10 --fade-after 32'),
    },
    {
      flag: '--fade-after D',
      text: 'where the fade starts, in --unit',
      example: eg('--distance marathon --goal 3:30:00 --fade 10s --fade-after 32'),
    },
    {
      flag: '--ab',
      text: 'an A/B band: the first two bands side by side (the JSON carries the second as "alternate")',
      example: eg('--distance marathon --band 1x3:29:00 --band 1x3:35:00 --ab'),
    },
    {
      flag: '--json',
      text: 'the BandPlan as JSON ({ "bands": [...] } for several): rows[] with distanceM, splitSeconds, paceSecondsPerUnit, gradePercent; when walking, walks[] (distanceM, elapsedSeconds, seconds), runningPaceSecondsPerUnit and walkSpeedPerHour (--unit per hour)',
      example: eg('--distance 10 --goal 45:00 --json'),
    },
    { flag: '--lang en|fr|es|it', text: 'language of the table and the messages', example: eg('--distance 10 --goal 45:00 --lang fr') },
    { flag: '--help, -h', text: 'this help', example: 'paceband plan --help' },
  ],
};
