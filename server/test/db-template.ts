import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseUrlFor, migrationsFolder, type PgliteStart } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

/**
 * Migrate once, copy per app: every test app's tenant databases start as a copy of one database that already holds
 * every migration (docs/testing.md). The copy is named after a hash of the migrations and of the PGlite version, so a
 * change to either makes (and uses) a new one; one not used for a day is dropped by the next run (dropStaleTemplates).
 */

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();

let hash: string | undefined;
/** 16 hex digits naming the migrations folder's contents and the PGlite version. */
export const templateHash = (): string => {
  if (hash) return hash;
  const h = createHash('sha256');
  const require = createRequire(import.meta.url);
  // The package's exports keep its package.json out of reach: read it beside its entry (dist/).
  const pglitePackage = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  h.update(`pglite ${(JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version}\n`);
  for (const file of filesUnder(migrationsFolder)) {
    h.update(`${relative(migrationsFolder, file)}\n`);
    h.update(readFileSync(file));
  }
  return (hash = h.digest('hex').slice(0, 16));
};

const PGLITE_PREFIX = 'sofra-test-template-';
const POSTGRES_PREFIX = 'sofra_test_template_';
/** A template no run has used for this long is dropped: other checkouts on the machine may still use a recent one. */
export const STALE_TEMPLATE_MS = 86_400_000;

/** The PGlite copy: a data directory dump in the machine's temporary directory. */
export const pgliteTemplateFile = (): string => join(tmpdir(), `${PGLITE_PREFIX}${templateHash()}.tar`);

const writePgliteTemplate = async (file: string): Promise<void> => {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a reader sees a whole file or none.
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
  } finally {
    await client.close();
  }
};

/** The migrated PGlite data directory's dump, made if this machine has none yet; answers its file. */
export const ensurePgliteTemplate = async (): Promise<string> => {
  const file = pgliteTemplateFile();
  if (!existsSync(file)) await writePgliteTemplate(file);
  return file;
};

/** Node's WebAssembly, typed here: the server's TypeScript libraries (no DOM) do not declare it. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<NonNullable<PgliteStart['pgliteWasmModule']>> };
  }
).WebAssembly;

let pgliteTemplate: Promise<PgliteStart> | undefined;
/**
 * The migrated PGlite data directory, read once per process (the run's global set-up makes it first), with PGlite's
 * WebAssembly module compiled once and its file bundle read once: each database would compile and read them again.
 */
export const pgliteTemplateData = (): Promise<PgliteStart> =>
  (pgliteTemplate ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      loadDataDir: new Blob([readFileSync(await ensurePgliteTemplate())]),
      pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })());

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const LOCK_TEMPLATE = 0x50f2a0ff;

/**
 * The template database on the PostgreSQL server of `serverUrl`, made if missing. Made under a lock, in a database of
 * another name renamed when complete: runs starting at once (other checkouts on the same server) wait and share it.
 */
export const ensurePostgresTemplate = async (serverUrl: string): Promise<string> => {
  const name = `sofra_test_template_${templateHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_TEMPLATE, name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_new`;
    await admin.query(`DROP DATABASE IF EXISTS ${quote(building)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quote(building)}`);
    const pool = new pg.Pool({ connectionString: databaseUrlFor(serverUrl, building), max: 1 });
    try {
      await migratePg(drizzlePg({ client: pool, schema, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await pool.end();
    }
    await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
    // Nobody connects to it by mistake: a copy is refused while another session is connected to its template.
    await admin.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.end();
  }
};

const postgresTemplates = new Map<string, Promise<string>>();
/** The template database's name on that server, made once per process (the run's global set-up makes it first). */
export const postgresTemplate = (serverUrl: string): Promise<string> => {
  let name = postgresTemplates.get(serverUrl);
  if (!name) postgresTemplates.set(serverUrl, (name = ensurePostgresTemplate(serverUrl)));
  return name;
};

/**
 * Each run marks its own template used (the dump's modification time; the database's comment) and drops the others
 * that no run has used for a day: the dumps in `dir`, and, with `serverUrl`, the template databases on that server.
 * A template seen for the first time without a mark is marked now, so it goes a day later unless used. Answers what
 * was dropped. A database still being copied refuses the drop and is left for a later run.
 */
export const dropStaleTemplates = async ({
  dir = tmpdir(),
  serverUrl,
  now = new Date(),
}: { dir?: string; serverUrl?: string; now?: Date } = {}): Promise<string[]> => {
  const dropped: string[] = [];
  const current = `${PGLITE_PREFIX}${templateHash()}.tar`;
  for (const file of readdirSync(dir)) {
    if (!file.startsWith(PGLITE_PREFIX) || !file.endsWith('.tar')) continue;
    const path = join(dir, file);
    if (file === current) utimesSync(path, now, now);
    else if (now.getTime() - statSync(path).mtimeMs > STALE_TEMPLATE_MS) {
      unlinkSync(path);
      dropped.push(file);
    }
  }
  if (!serverUrl) return dropped;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const mark = (name: string) => admin.query(`COMMENT ON DATABASE ${quote(name)} IS 'used ${now.toISOString()}'`);
    const mine = `${POSTGRES_PREFIX}${templateHash()}`;
    const { rows } = await admin.query<{ name: string; note: string | null }>(
      `SELECT datname AS name, shobj_description(oid, 'pg_database') AS note FROM pg_database
        WHERE datname LIKE $1 AND datname NOT LIKE '%\\_new'`,
      [`${POSTGRES_PREFIX}%`],
    );
    for (const { name, note } of rows) {
      const used = Date.parse(note?.replace(/^used /, '') ?? '');
      if (name === mine || Number.isNaN(used)) await mark(name);
      else if (now.getTime() - used > STALE_TEMPLATE_MS) {
        try {
          await admin.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE false`);
          await admin.query(`DROP DATABASE ${quote(name)}`);
          dropped.push(name);
        } catch {
          // Being copied at this moment: it stays a template, and a later run drops it.
          await admin.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE true`).catch(() => undefined);
        }
      }
    }
  } finally {
    await admin.end();
  }
  return dropped;
};
