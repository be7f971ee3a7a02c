import { dropStaleTemplates, ensurePgliteTemplate, ensurePostgresTemplate } from './db-template.ts';

/**
 * Once per run, before any test file: the migrated database every test app's tenant databases are copied from
 * (db-template.ts), on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set; templates no run used for a day go.
 */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (databaseUrl) await ensurePostgresTemplate(databaseUrl);
  else await ensurePgliteTemplate();
  await dropStaleTemplates({ serverUrl: databaseUrl });
}
