import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: the real server (built portal + API) on its own port and its own data directory,
 * in Debian's Chromium. The runner sets E2E_DATA_DIR once; the workers inherit it and read the
 * SMS and captcha outboxes there.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sofra-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes only on a second try is a defect to find (docs/testing.md).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
    // No trace: recording one cost every test about a third more time on this 2-core machine (docs/testing.md); a
    // failure still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // On PostgreSQL when the run has one (TEST_DATABASE_URL), else on the embedded database (scripts/e2e-server.mjs).
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // Every test comes from 127.0.0.1, so the run gets a larger allowance of API calls, sign-in codes, open event
    // streams and guests' orders per address than one real client needs.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA_LOG: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '6000',
      OTP_PER_IP_PER_HOUR: '500',
      // A number's second code after 3 s, not 60: tests that sign one number in twice wait that long, not a minute.
      OTP_RESEND_SECONDS: '3',
      STREAMS_PER_ADDRESS: '200',
      GUEST_ORDERS_PER_ADDRESS_PER_MINUTE: '600',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
