import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { contractValidation } from './web/vite-validate-plugin.ts';

const tablerIcons = fileURLToPath(new URL('./node_modules/@tabler/icons-react/dist/esm/icons/', import.meta.url));

/**
 * The icons' package is loaded module by module: its index pulls in its thousands of icons (seconds under jsdom, the
 * first time each test file needs one). The portal's
 * `import { IconX, … } from '@tabler/icons-react'` become one import per icon file, as the build's tree-shaking keeps
 * them.
 */
const tablerIconsOneByOne = (): Plugin => ({
  name: 'sofra:tabler-icons-one-by-one',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return null;
    return code.replace(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react';/g, (_all, names: string) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => `import ${name} from '${tablerIcons}${name}.mjs';`)
        .join(' '),
    );
  },
});

// Every project takes @sofra/contracts from its TypeScript sources (tsconfig.base.json `paths`), never its dist/.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core idle: one worker on a 2-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Test files share a worker's loaded modules (the server's, seconds to load each time): no server test mocks a
          // module, and each builds its own app and databases.
          isolate: false,
          // The migrated database every test app's tenant databases are copied from, made once per run.
          globalSetup: ['server/test/global-setup.ts'],
          // Servers the tests start seed a week of demo bills, not 90 days (seconds per start on a busy machine);
          // server/src/seed/demo-folios.api.test.ts checks the full demo.
          env: { DEMO_FOLIO_DAYS: '7' },
        },
      },
      {
        // As the build: `zod` is the inert stand-in except under a `?validate` import (docs/adr/0004).
        plugins: [tablerIconsOneByOne(), contractValidation(), react()],
        resolve,
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker's test files share its jsdom page and loaded packages; src/test/setup.ts gives each file the
          // portal's modules afresh and an empty page (137 s → 35–55 s for the web tests on 2 cores; docs/testing.md).
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
