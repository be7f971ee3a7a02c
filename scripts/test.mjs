// npm test: install if needed, then lint, typecheck, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and browser tests in the system Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
};

try {
  run('format', 'npx prettier --check .');
  run('lint', 'npx eslint .');
  run('typecheck', 'npx tsc -p tsconfig.json');
  if (existsSync(join(root, 'web/tsconfig.json'))) run('typecheck web', 'npx tsc -p web/tsconfig.json');
  run('unit and API tests (embedded PGlite)', 'npx vitest run', { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    run('API tests (PostgreSQL)', 'npx vitest run --project server', {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
  }
  if (existsSync(join(root, 'playwright.config.ts'))) {
    if (!existsSync('/usr/bin/chromium'))
      throw new Error('browser tests need /usr/bin/chromium: apt-get install -y chromium');
    run('build the portal', 'npm run build -w web');
    run('first-load budgets (no zod on first load)', 'node scripts/size.mjs');
    run('browser tests (Chromium)', 'npx playwright test');
  }
} catch (error) {
  console.error(`\n✗ ${error.message.split('\n')[0]}`);
  process.exit(1);
}
console.log('\n✓ all tests passed');
