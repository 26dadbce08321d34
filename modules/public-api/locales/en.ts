const en = {
  publicApi: {
    errors: {
      dpi: 'The resolution must be {values} dpi.',
      unsupportedType: 'This call does not take a body of this Content-Type: see /api/docs for the one it takes.',
    },
  },
} as const;

export default en;
