import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDb {
  db: Db;
  close: () => Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

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

/** An embedded PostgreSQL (PGlite) database in a directory, or in memory when `dir` is undefined. */
export const openPglite = async (dir: string | undefined): Promise<OpenDb> => {
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(
    dir ? { fs: new OwnerOnlyNodeFS(dir), startParams: PGLITE_DURABLE_START_PARAMS } : {},
  );
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
};

/** The URL of `database` on the server of `serverUrl`. */
export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database on the server if it does not exist yet (each tenant has its own). */
export const ensurePgDatabase = async (serverUrl: string, database: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
      } catch (error) {
        // Another process created it between our check and our create.
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

export const openPostgres = async (serverUrl: string, database: string): Promise<OpenDb> => {
  await ensurePgDatabase(serverUrl, database);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(serverUrl, database), max: 10 });
  // An idle client that the server drops (restart, admin command) is discarded by the pool; the next query
  // opens a new one. Without a listener the error would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => pool.end() };
};

export const pgliteDirFor = (dataDir: string, database: string) => join(dataDir, 'db', database);
