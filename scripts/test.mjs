// npm test: install if needed, then lint, typecheck, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and browser tests in the system Chromium. Ends with each stage's time and the slowest
// test files (scripts/test-report.mjs).
import { execSync, spawn } from 'node:child_process';
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
/**
 * Stages that only read the sources (format, lint, the two typechecks), two at a time on the machine's two cores:
 * each one's output is printed whole when it ends, and the first failure fails the run once all have ended.
 */
const runInPairs = async (list) => {
  const one = ({ title, command }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const stage = { title, ms: 0, status: 'failed' };
      stages.push(stage);
      const child = spawn(command, { cwd: root, shell: true, env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        stage.ms = Date.now() - started;
        stage.status = code === 0 ? 'ok' : 'failed';
        console.log(`\n▶ ${title}: ${command}\n${output.trimEnd()}`);
        resolve(code === 0 ? null : `Command failed: ${command}`);
      });
    });
  const failures = [];
  for (let i = 0; i < list.length; i += 2) failures.push(...(await Promise.all(list.slice(i, i + 2).map(one))));
  const failure = failures.find(Boolean);
  if (failure) throw new Error(failure);
};
// The console reporter as before, and a JSON report for the slowest files.
const vitestReport = (name) => `--reporter=default --reporter=json --outputFile.json=${join(reports, name)}`;

const began = Date.now();
let failed;
try {
  await runInPairs([
    { title: 'lint', command: 'npx eslint .' },
    { title: 'format', command: 'npx prettier --check .' },
    { title: 'typecheck', command: 'npx tsc -p tsconfig.json' },
    ...(existsSync(join(root, 'web/tsconfig.json'))
      ? [{ title: 'typecheck web', command: 'npx tsc -p web/tsconfig.json' }]
      : []),
  ]);
  run('vitest (embedded PGlite)', `npx vitest run ${vitestReport('vitest-pglite.json')}`, {
    TEST_DATABASE_URL: '',
    // Tests of concurrent writes leave this run to PostgreSQL's (server/test/engines.ts).
    SOFRA_POSTGRES_RUN_FOLLOWS: process.env.TEST_DATABASE_URL ? '1' : '',
  });
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
printReport(stages, Date.now() - began, [
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
