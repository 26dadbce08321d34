const en = {
  myHills: {
    page: {
      title: 'My hills',
      intro:
        'Your own pace on each grade, fitted from your recorded runs (training or races), beside Strava’s runners. Where a grade has few stretches of 150 m, your factor stays close to Strava’s.',
      privacy:
        'Only you see and use this model: it is never shared. The run files are read and not kept; only the factors and the number of stretches per grade are.',
      useIt: 'On the build page, choose “My hills” as the hill model to pace a band on your own curve.',
      none: 'You have no hill model yet.',
      fitted: 'Fitted from {runs} {{runs:run|runs}} on {date}.',
      uploadTitle: 'Fit my hills',
      refitTitle: 'Fit again from other runs',
      runs: 'Recorded runs (FIT, GPX or TCX)',
      runsHint: 'Choose {min} to {max} runs at once, up to {maxMb} MB each. A new fit replaces the model.',
      submit: 'Fit my hills',
      noRuns: 'Choose at least {min} recorded runs.',
      saved: 'Your hill model is ready.',
      deleted: 'Your hill model was deleted.',
      gone: 'You have no hill model to delete.',
      failed: 'The runs could not be uploaded. Try fewer or smaller files.',
      deleteButton: 'Delete my hill model',
      chartTitle: 'Your pace factor per grade beside Strava’s, with the stretches of 150 m behind each grade',
      you: 'You',
      strava: 'Strava’s runners',
      samplesAxis: 'Stretches per grade',
      tableCaption: 'Factor per grade (time per metre over the flat’s) and the data behind it',
      grade: 'Grade',
      yourFactor: 'Your factor',
      stravaFactor: 'Strava’s factor',
      samples: 'Stretches of 150 m',
      menu: 'My hills',
    },
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
