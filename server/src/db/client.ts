import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { countingClient, pgliteChangeFeed, PostgresChangeFeed, registerChangeFeed } from './change-feed.ts';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database: a repo's queries run in either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** True when `error` (or the driver error drizzle wraps) is a PostgreSQL unique violation. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export type PgliteStart = Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>;

export interface OpenDb {
  db: Db;
  close: () => Promise<void>;
}

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/**
 * What a new database may start from instead of an empty one: a copy of a database that already holds the migrations
 * (the tests, which open hundreds of databases in a run, make one and copy it: server/test/db-template.ts). The
 * migrations still run after the copy and apply whatever the copy lacks. Production never sets it.
 */
export interface DatabaseTemplate {
  /**
   * How in-memory PGlite databases start: a data directory dumped with `dumpDataDir('none')` (`loadDataDir`), and the
   * compiled WebAssembly module and file bundle all of them may share.
   */
  pglite?: PgliteStart;
  /** A template database on the PostgreSQL server that new tenant databases are created from. */
  postgres?: string;
}

/**
 * PostgreSQL's start parameters for a PGlite database on disk. PGlite's own run PostgreSQL with fsync off (`-F`): a
 * commit reached the operating system (it survived a kill of the process) but not the disk (a power cut could lose it,
 * or leave the database unreadable). Here fsync is on and the write-ahead log is written O_DSYNC (fdatasync, the
 * default method, is a no-op under Emscripten), so a commit is on disk before it is answered (docs/durability.md).
 */
export const PGLITE_DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=open_datasync',
];

/**
 * An embedded PostgreSQL (PGlite) database in a directory, or in memory when `dir` is undefined; an in-memory one starts
 * from `template` when given.
 */
export const openPglite = async (dir: string | undefined, template?: PgliteStart): Promise<OpenDb> => {
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(
    dir ? { fs: new OwnerOnlyNodeFS(dir), startParams: PGLITE_DURABLE_START_PARAMS } : { ...template },
  );
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  const feed = await pgliteChangeFeed(client);
  registerChangeFeed(db, feed);
  return {
    db: db as unknown as Db,
    close: async () => {
      await feed.close();
      await client.close();
    },
  };
};

/** The URL of `database` on the server of `serverUrl`. */
export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Advisory lock keys (the first of the two-key form) of the server's own work. Processes starting at once (a cluster's
 * workers, several containers) take them in turn: creating a tenant database, and migrating and seeding it (drizzle's
 * migrator is not safe to run twice at once, and the demo seed checks for an empty database before it writes).
 */
const LOCK_CREATE = 0x50f2a001;
const LOCK_SET_UP = 0x50f2a002;

/**
 * Creates the database on the server if it does not exist yet (each tenant has its own), as a copy of `template` when
 * given.
 */
export const ensurePgDatabase = async (serverUrl: string, database: string, template?: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Released with the session (admin.end) whatever happens.
    await admin.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_CREATE, database]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await admin.query(
          `CREATE DATABASE ${quoteIdent(database)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
        );
      } catch (error) {
        // Another server (one without this lock) created it between our check and our create.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await admin.end();
  }
};

export const dropPgDatabase = async (serverUrl: string, database: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
};

/**
 * The tenant's database on a PostgreSQL server, created if missing and migrated; `setUp` (the demo seed) runs after the
 * migrations under the same lock, so of several processes starting at once one migrates and seeds and the others wait.
 */
export const openPostgres = async (
  serverUrl: string,
  database: string,
  setUp?: (db: Db) => Promise<void>,
  template?: string,
): Promise<OpenDb> => {
  await ensurePgDatabase(serverUrl, database, template);
  const url = databaseUrlFor(serverUrl, database);
  const feed = new PostgresChangeFeed(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: countingClient(feed) });
  // An idle client that the server drops (restart, admin command) is discarded by the pool; the next query
  // opens a new one. Without a listener the error would crash the process.
  pool.on('error', () => {});
  const pgDb = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const db = pgDb as unknown as Db;
  try {
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1, 0)', [LOCK_SET_UP]);
      await migratePg(pgDb, { migrationsFolder });
      await setUp?.(db);
    } finally {
      // Ending the session releases the lock even if the unlock cannot be sent.
      lock.release(true);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  await feed.start();
  registerChangeFeed(db, feed);
  return {
    db,
    close: async () => {
      await feed.close();
      await pool.end();
    },
  };
};

export const pgliteDirFor = (dataDir: string, database: string) => join(dataDir, 'db', database);
