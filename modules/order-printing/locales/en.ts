const en = {
  orderPrinting: {
    print: 'Print the selected paid orders',
    paper: 'Paper',
    noneSelected: 'Select at least one paid order to print.',
    runs: 'Print runs',
    runStatus: { queued: 'Waiting', running: 'Printing', done: 'Ready', failed: 'Failed' },
    progress: '{done} of {total} orders',
    bandsPdf: 'Bands (PDF)',
    labelsPdf: 'Address labels (PDF)',
    envelopesPdf: 'Envelopes {size} (PDF)',
    mailing: 'Mailing',
    mailings: { labels: 'Address labels', C6: 'Envelopes C6 (162 × 114 mm)', DL: 'Envelopes DL (220 × 110 mm)' },
    markPrinted: 'Mark these orders printed',
    queued: 'The print run is queued: {count|num} {{order|orders}}.',
  },
} as const;

export default en;
