/**
 * How both dependency-cruiser configs (.dependency-cruiser.mjs, tools/server-only/dependency-cruiser.mjs)
 * resolve imports: through tsconfig.json's paths, with the project's file endings, node_modules not followed.
 */
export const RESOLVE_OPTIONS = {
  doNotFollow: { path: 'node_modules' },
  tsConfig: { fileName: 'tsconfig.json' },
  enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
};
