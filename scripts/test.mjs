// npm test: install if needed, then lint, typecheck, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and browser tests in the system Chromium. Ends with each stage's time and the slowest
// test files (scripts/test-report.mjs).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { playwrightFiles, printReport, vitestFiles } from './test-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();

const reports = mkdtempSync(join(tmpdir(), 'sofra-test-reports-'));
const stages = [];
const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const stage = { title, ms: 0, status: 'failed' };
  stages.push(stage);
  try {
    execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    stage.status = 'ok';
  } finally {
    stage.ms = Date.now() - started;
  }
};
// The console reporter as before, and a JSON report for the slowest files.
const vitestReport = (name) => `--reporter=default --reporter=json --outputFile.json=${join(reports, name)}`;

let failed;
try {
  run('format', 'npx prettier --check .');
  run('lint', 'npx eslint .');
  run('typecheck', 'npx tsc -p tsconfig.json');
  if (existsSync(join(root, 'web/tsconfig.json'))) run('typecheck web', 'npx tsc -p web/tsconfig.json');
  run('vitest (embedded PGlite)', `npx vitest run ${vitestReport('vitest-pglite.json')}`, { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) {
    run('vitest server (PostgreSQL)', `npx vitest run --project server ${vitestReport('vitest-postgres.json')}`, {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
  }
  if (existsSync(join(root, 'playwright.config.ts'))) {
    if (!existsSync('/usr/bin/chromium'))
      throw new Error('browser tests need /usr/bin/chromium: apt-get install -y chromium');
    run('build the portal', 'npm run build -w web');
    run('first-load budgets', 'node scripts/size.mjs');
    run('browser tests (Chromium)', 'npx playwright test --reporter=list,json', {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
    });
  }
} catch (error) {
  failed = error;
}
printReport(stages, [
  ...vitestFiles(join(reports, 'vitest-pglite.json'), root, 'PGlite'),
  ...vitestFiles(join(reports, 'vitest-postgres.json'), root, 'PostgreSQL'),
  ...playwrightFiles(join(reports, 'playwright.json'), 'browser'),
]);
rmSync(reports, { recursive: true, force: true });
if (failed) {
  console.error(`\n✗ ${failed.message.split('\n')[0]}`);
  process.exit(1);
}
console.log('\n✓ all tests passed');
