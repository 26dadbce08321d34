const en = {
  plan: {
    invalidType: 'This value has the wrong type.',
    invalidNumber: 'Enter a number.',
    goalFormat: 'Enter the goal time as H:MM:SS or MM:SS (got "{value}").',
    goalTooFast: 'A goal of {goal} for {distance} {unit} is faster than world-record pace. Check the time.',
    goalTooSlow: 'A goal of {goal} for {distance} {unit} is slower than walking at 3 km/h. Check the time.',
    bandsEmpty: 'Add at least one band with a goal time.',
    bandsTooMany: 'At most {max} different goal times per order.',
    countInvalid: 'The number of copies must be a whole number from 1 to {max}.',
    distanceMissing: 'Choose a distance or upload a course.',
    distanceRange: 'The distance must be between {min} km and {max} km.',
    unitUnknown: 'The unit must be km or mi.',
    strategyUnknown: 'Unknown pacing strategy. Choose even pace, even effort or effort x2.',
    effortModelUnknown: "Unknown effort model. Choose runners' data or metabolic cost.",
    myHillsMissing:
      'My hills needs your own hill model: sign in and fit it from 3 recorded runs on your My hills page, or choose another model.',
    orderUnknown: 'The order must be ascending or descending.',
    lapTimesUnknown: 'Lap times can be hidden, or shown per km or per mile.',
    everyInvalid: 'The row interval must be greater than zero.',
    everyTooLarge: 'The row interval ({every} {unit}) is longer than the race ({distance} {unit}).',
    tooManyRows: 'This interval gives {rows} rows; a band holds at most {max}.',
    rowsByUnknown: 'Rows can follow the distance or the terrain.',
    uphillEffortRange: 'The uphill effort must be between {min} and {max}.',
    downhillEffortRange: 'The downhill effort must be between {min} and {max}.',
    negativeSplitRange: 'The split between the halves must be between {min} % and {max} %.',
    temperatureScaleUnknown: 'The temperature scale must be °C or °F.',
    temperatureRange: 'The temperature must be between {min} and {max} °{scale}.',
    dewPointRange: 'The dew point must be between {min} and {max} °{scale}.',
    dewPointAboveTemperature: 'The dew point cannot be above the temperature.',
    fadeSecondsRange: 'The fade must be between {min} and {max} seconds per {unit}.',
    fadeAfterInvalid: 'Enter where the fade starts, after 0 {unit}.',
    fadeAfterTooLate: 'A fade after {after} {unit} never starts in a {distance} {unit} race.',
    abBandGoals: 'An A/B band needs two goal times: add a second band.',
    abBandWalk:
      'An A/B band cannot take walk breaks every few minutes (they fall at different places for each goal). Walk by distance or at aid stations.',
    zoneKindUnknown: 'The start and finish pace must be slow, regular or fast.',
    zoneLengthInvalid: 'The start or finish section must be longer than 0 {unit}.',
    zonesTooLong: 'The start and finish sections ({length} {unit}) are longer than the race ({distance} {unit}).',
    walkKindUnknown: 'Unknown walk strategy.',
    walkRunInvalid: 'The running time between walk breaks must be at least {min} {{minute|minutes}}.',
    walkSecondsInvalid: 'A walk break must last between 1 and {max} seconds.',
    walkEveryInvalid: 'The distance between walk breaks must be at least {min} {unit}.',
    walkEveryTooLarge: 'Walk breaks every {every} {unit} never happen in a {distance} {unit} race.',
    walkSpeedInvalid: 'The walking speed must be between {min} and {max} {unit}/h.',
    walkSpeedTooFast: 'Walking at {speed} {unit}/h is not slower than the average pace needed for {goal}.',
    walkNoAidStations: 'This course has no aid stations to walk at. Add them on the course page, or choose another walk strategy.',
    fadeTooLarge:
      'A fade of {fade} per {unit} leaves no time to run the rest of the race in {goal}. Choose a smaller fade or a later start.',
    walkTooLong: 'The walk breaks take up the whole goal time of {goal}: no time is left to run.',
    runningTooFast: 'With these walk breaks you would have to run at {pace} per {unit} to finish in {goal}, faster than world-record pace.',
  },
} as const;

/** The `plan` messages every language must provide (placeholders checked by a test). */
export type PlanMessages = { readonly [K in keyof typeof en.plan]: string };

export default en;
