import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import paceband from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'var', 'test-results', 'playwright-report', 'tests/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    plugins: { paceband },
    rules: {
      'paceband/module-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
