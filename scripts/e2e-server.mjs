// The browser tests' server (playwright.config.ts). When the run has a PostgreSQL server (TEST_DATABASE_URL, as
// `.ci/run` sets it), the API runs on a database of its own there, made empty for this run and seeded with the demo
// data: the server then spends a third of the processor time it spends on the embedded database, which shares its
// thread with every request. Without one, on the embedded database in the run's data directory, as `npm start`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };

const freshDatabase = async (serverUrl, name) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

if (process.env.TEST_DATABASE_URL) {
  // One database per port: two runs on one machine (each on its own port) keep apart.
  env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL, `sofra_e2e_${process.env.PORT}`);
  env.SEED_DEMO = 'true';
}

const server = spawn('npx', ['tsx', 'server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
