// npm start: install if needed, build the portal if it is missing or out of date, then serve portal + API.
// npm run start:cluster (--cluster): the same, then build the server and run the compiled one with one worker per core
// (WEB_CONCURRENCY if set); several processes need DATABASE_URL.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

const webIndex = join(root, 'web/dist/index.html');
if (existsSync(join(root, 'web/src'))) {
  const sources = Math.max(
    newest(join(root, 'web/src')),
    newest(join(root, 'web/public')),
    newest(join(root, 'contracts/src')),
  );
  if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < sources) {
    console.log('Building the portal…');
    execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
  }
}

// On this machine the portal is at localhost: invitations and the menu and table QR codes (config.ts webMenuUrl) open
// here unless PORTAL_URL or GUEST_APP_URL say otherwise.
const env = { ...process.env, PORTAL_URL: process.env.PORTAL_URL || `http://localhost:${process.env.PORT || 8080}` };

const clustered = process.argv.includes('--cluster');
if (clustered) {
  // Incremental: quick when server/dist is up to date.
  console.log('Building the server…');
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
}
const server = clustered
  ? spawn(process.execPath, [join(root, 'server/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, WEB_CONCURRENCY: env.WEB_CONCURRENCY || String(availableParallelism()) },
    })
  : // Node with tsx's loader, not tsx's command line (which would run the server in one more process of its own).
    spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
