import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { secureDataDir } from './lib/data-dir.ts';
import { seedDemo } from './seed/demo.ts';

/** One server process: portal + API on the port, until SIGTERM or SIGINT drains it. */
export const serve = async (config: Config): Promise<void> => {
  // Before the databases open: files left open to other users by an earlier start or a copy are made owner-only.
  const dataDirCheck = secureDataDir(config.dataDir);
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

  // Counts only: file names under DATA_DIR are not personal, but nothing of their content belongs in a log.
  if (dataDirCheck.fixed) {
    app.log.warn(
      `DATA_DIR ${config.dataDir}: ${dataDirCheck.fixed} files and folders were open to other users; they are now owner-only (0600/0700)`,
    );
  }
  if (dataDirCheck.failed) {
    app.log.warn(
      `DATA_DIR ${config.dataDir}: ${dataDirCheck.failed} files and folders are open to other users and could not be made owner-only (another owner?)`,
    );
  }

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
};
