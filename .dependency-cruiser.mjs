/**
 * File-level import rules beside eslint's module-boundary rules (tools/eslint/module-boundaries.js,
 * which sees modules, not files): no file imports itself back through others (issue 30, "zero
 * import circles in the tree"). Run by `npm run lint`.
 */
import { RESOLVE_OPTIONS } from './tools/dependency-cruiser-options.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file that imports itself back through others: split the shared part into its own file.',
      from: { pathNot: '^tools/eslint/fixture/' },
      to: { circular: true },
    },
  ],
  options: {
    ...RESOLVE_OPTIONS,
    exclude: { path: '^(node_modules|dist|tools/eslint/fixture)/' },
    tsPreCompilationDeps: true,
  },
};
