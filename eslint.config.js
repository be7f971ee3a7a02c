import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'server/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Portal: the rules of hooks (and React Compiler's checks) for every web source file.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Portal: one way per job. Only lib/ and a feature's api/ call the server; components, routes and the app
  // shell use the api hooks (and lib/error-text for an error's text).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**', 'web/src/features/*/api/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/lib/post'],
          message: "Call the server through a hook in the feature's api/ (or a function in lib/); error texts come from lib/error-text.",
        }],
      }],
    },
  },
);
