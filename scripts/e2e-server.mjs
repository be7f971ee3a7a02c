// The browser tests' server (playwright.config.ts). When the run has a PostgreSQL server (TEST_DATABASE_URL, as
// `.ci/run` sets it), the API runs on databases of its own there (each tenant's, named after the port), made empty for
// this run and seeded with the demo data: the server then spends a third of the processor time it spends on the
// embedded database, which shares its thread with every request. Without one, on the embedded database in the run's
// data directory, as `npm start`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };

/** Drops the database if it is there, so the run's server creates, migrates and seeds it afresh. */
const dropDatabase = async (serverUrl, name) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
};

if (process.env.TEST_DATABASE_URL) {
  // The tenants as server/config/tenants.json has them (their API keys are built into the portal), each on a database
  // of this run's own: one per port, so two runs on one machine keep apart, and dropped first, so no run inherits
  // another's sign-in codes (a number's hourly limit) or data. The file is in the run's data directory.
  const tenants = JSON.parse(readFileSync(join(root, 'server/config/tenants.json'), 'utf8'));
  for (const tenant of tenants.tenants) {
    tenant.database = `sofra_e2e_${process.env.PORT}_${tenant.slug}`;
    await dropDatabase(process.env.TEST_DATABASE_URL, tenant.database);
  }
  env.TENANTS_FILE = join(process.env.DATA_DIR, 'tenants.json');
  writeFileSync(env.TENANTS_FILE, JSON.stringify(tenants));
  env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  env.SEED_DEMO = 'true';
}

const server = spawn('npx', ['tsx', 'server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
