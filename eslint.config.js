import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

import { readdirSync } from 'node:fs';

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every area of the server; an area may not read another area's repo (it calls that area's service instead). */
const AREAS = foldersOf('./server/src/areas');

/**
 * The areas from the bottom up: an area imports only areas listed before it, so no two areas need each other. When a
 * lower area needs a higher one, what both need moves down (lib/, platform/ or the lower area), or the higher one
 * hands a function in through a hook set by buildApp (server/src/app.ts). Every area is listed.
 */
const AREA_ORDER = [
  'helper',
  'sms',
  'legal',
  'auth',
  'support',
  'stores',
  'tables',
  'definitions',
  'media',
  'menu',
  'folios',
  'live',
  'points',
  'customers',
  'coupons',
  'campaigns',
  'reservations',
  'reports',
  'closing',
  'pos',
  'guest-wallet',
];
const unordered = AREAS.filter((area) => !AREA_ORDER.includes(area));
if (unordered.length) throw new Error(`eslint.config.js: add ${unordered.join(', ')} to AREA_ORDER`);

/** Every feature of the portal; a feature never imports another (shared pieces live in components/ and lib/). */
const FEATURES = foldersOf('./web/src/features');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Import boundaries: no cycles; shared code never reaches into areas; areas read each other only via services.
    files: ['server/src/**/*.ts', 'contracts/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['plugins', 'platform', 'lib', 'db'].map((dir) => ({
              target: `./server/src/${dir}`,
              from: './server/src/areas',
              message: `server/src/${dir} is shared code and must not depend on an area; move what it needs to server/src/lib.`,
            })),
            {
              target: './server/src/areas',
              from: './server/src/plugins',
              message:
                'An area never imports the web layer: the call context, answers and store guard are in server/src/lib, and a routes file receives rpc (server/src/lib/routes.ts).',
            },
            ...AREA_ORDER.slice(0, -1).map((area, i) => ({
              target: `./server/src/areas/${area}`,
              from: AREA_ORDER.slice(i + 1).map((a) => `./server/src/areas/${a}`),
              message: `Areas depend one way (AREA_ORDER in eslint.config.js): ${area} may not import an area above it; move what both need down, or hand a function in through a hook set by buildApp.`,
            })),
            ...AREAS.map((area) => ({
              target: `./server/src/areas/${area}`,
              from: AREAS.filter((a) => a !== area).map((a) => `./server/src/areas/${a}/**/*.repo.ts`),
              message: 'An area reads another area only through its service, never its repo.',
            })),
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to web/src/components or web/src/lib.',
            })),
            ...['platform', 'lib', 'db'].map((dir) => ({
              target: `./server/src/${dir}`,
              from: './server/src/plugins',
              message: `server/src/${dir} sits below the plugins: it must not import them (AppError is in server/src/lib).`,
            })),
            {
              target: './contracts/src',
              from: './server',
              message: 'The contracts are shared with the portal: they must not import the server.',
            },
            { target: './contracts/src', from: './web', message: 'The contracts must not import the portal.' },
          ],
        },
      ],
    },
  },
  {
    // A test may set up what it needs from anywhere; cycles stay forbidden.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/post'],
              message:
                "Call the server through a hook in the feature's api/ (or a function in lib/); error texts come from lib/error-text.",
            },
          ],
        },
      ],
    },
  },
  // Browser tests: axe runs through e2e/support/helpers.ts (axeScan, seriousViolations), which waits for what is still
  // fading or sliding in — axe reading a dialog mid-fade finds contrasts no visitor sees.
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@axe-core/playwright', message: 'Use axeScan or seriousViolations of e2e/support/helpers.ts.' },
          ],
        },
      ],
    },
  },
);
