import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } : undefined,
  },
  onTenantOpened: async (tenant, db) => {
    if (config.seedDemo && tenant.slug === 'default') await seedDemo(db, config, app.log);
  },
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: no new connections; finishing requests in flight, then closing databases`);
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Open (create, migrate, seed) the default tenant before taking requests.
await app.tenants.db(app.tenants.defaultTenant);
await app.listen({ port: config.port, host: config.host });
