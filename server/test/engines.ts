/**
 * `npm test` runs the server's tests on embedded PGlite, then again on PostgreSQL when the run has one
 * (scripts/test.mjs; docs/testing.md, One engine for some tests). PGlite is PostgreSQL's own engine: a test that asks the
 * same of either through one connection learns nothing more the second time. Two kinds run once:
 */

/** This is the PostgreSQL run (TEST_DATABASE_URL set). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** This is the PGlite run of an `npm test` that will run on PostgreSQL next. */
const postgresFollows = !onPostgres && process.env.SOFRA_POSTGRES_RUN_FOLLOWS === '1';

/**
 * Whether to skip a test of what comes before the database (request bodies, the contracts' bounds): it runs on the
 * embedded engine, the default, and not again on PostgreSQL.
 */
export const skipUnlessEmbedded = onPostgres;

/**
 * Whether to skip a test of many writes at once, where PostgreSQL's own connections race and PGlite's one connection
 * does not: it runs on PostgreSQL when the run has it, else on PGlite.
 */
export const skipUnlessConcurrent = postgresFollows;
