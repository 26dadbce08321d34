const en = {
  watch: {
    title: 'On your watch',
    intro: 'The same plan on a running watch: a workout that guides each row, or the course with a virtual partner that runs your plan.',
    workout: 'FIT workout',
    workoutHint: 'One step per row with a pace range, walk breaks as rest steps.',
    course: 'FIT course',
    courseHint: 'The track with its heights, aid stations and distance marks; the virtual partner runs your plan.',
    gpx: 'GPX course',
    gpxHint: 'The same track with the plan’s times, for watches and apps that take GPX.',
    tolerance: 'Pace range of the workout, ± seconds per km or mile',
    needsCourse: 'The course files need a race course: build your band from a course page.',
    firstBand: 'With several goal times, the files follow the first one; on an A/B band, goal A.',
    merged:
      'Watches take at most {to} workout steps: the plan’s {from} steps were merged into {to}, neighbouring rows of close pace as one step named by its range (e.g. “5–8 km”); every walk break is kept.',
    download: 'Download',
    failed: 'The file could not be made. Try again in a moment.',
    file: {
      walk: 'Walk',
      km: 'Km {n}',
      mi: 'Mile {n}',
      aid: 'Aid station',
    },
    errors: {
      courseNeeded: 'A FIT or GPX course needs a race course: build the band on a course.',
      kind: 'The file must be workout, course or gpx.',
      tolerance: 'The pace range must be a whole number of seconds from 0 to {max}.',
      tooManySteps:
        'This plan needs at least {steps} workout steps ({walks} walk breaks and the running between them), more than the {max} a watch takes. Use the FIT course instead, or take fewer walk breaks.',
    },
  },
} as const;

export default en;
