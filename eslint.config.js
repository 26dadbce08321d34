import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import paceband from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'var', 'test-results', 'playwright-report', 'tests/artifacts', 'tools/eslint/fixture'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    plugins: { paceband },
    rules: {
      'paceband/module-boundaries': 'error',
      'paceband/no-module-cycles': 'error',
      'paceband/orm-confinement': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Modules queue background work through the host (src/host/jobs.server.ts), never pg-boss itself.
    files: ['modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'pg-boss', message: 'Declare a job in the manifest and queue it with enqueueJob (src/host/jobs.server.ts).' }] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
