import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.artifacts/**', 'test-results/**', 'playwright-report/**', '.dev/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through the typed config (apps/server/src/config.ts).',
        },
      ],
    },
  },
  {
    // Configuration parsing, test rigs and scripts are where the environment may be read.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/main.ts',
      '**/*.test.ts',
      '**/*.test-support.ts',
      'apps/server/src/test/**',
      'e2e/**',
      '*.config.*',
      'apps/web/vite.config.ts',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
