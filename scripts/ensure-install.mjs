// Installs dependencies when they are missing or older than package-lock.json (a fresh clone, a pulled change).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules/.package-lock.json');
const lock = join(root, 'package-lock.json');

export const ensureInstall = () => {
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-fund --no-audit', {
    cwd: root,
    stdio: 'inherit',
    // Browser tests use the system Chromium; never download one.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
