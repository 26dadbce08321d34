const en = {
  myHills: {
    errors: {
      tooFewRuns: 'My hills needs at least {min} recorded runs; {count} {{count:was|were}} given.',
      tooManyRuns: 'My hills reads at most {max} runs at once; {count} were given.',
      noTimes: '{file} has no times: it looks like a drawn route, not a recorded run.',
      noHeights: '{file} has no heights, so it says nothing about hills.',
      cycling: '{file} is a ride, not a run: upload activities you ran.',
      runUnusable: '{file} has too little steady running ({segments} usable stretches of {metres} m; at least {min} needed).',
      unreadable: '{file} could not be read: {reason}',
    },
  },
} as const;

export default en;
