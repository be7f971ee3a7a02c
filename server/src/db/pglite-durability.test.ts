import fs, { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import { openPglite, type OpenDb } from './client.ts';

/** The embedded database on disk syncs what it commits (docs/durability.md). */
let opened: OpenDb | undefined;
const dir = mkdtempSync(join(tmpdir(), 'sofra-pglite-sync-'));
afterEach(async () => {
  vi.restoreAllMocks();
  await opened?.close();
  opened = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const show = async (db: OpenDb['db'], name: string) => {
  const { rows } = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return Object.values(rows[0]!)[0];
};

/** The open flags (octal, as Linux gives them) of every file of this process under `under`. */
const openFlags = (under: string) =>
  readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const path = readlinkSync(`/proc/self/fd/${fd}`);
      if (!path.startsWith(under)) return [];
      const flags = readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8').match(/^flags:\s+(\d+)/m)![1]!;
      return [{ path, flags: parseInt(flags, 8) }];
    } catch {
      return []; // closed meanwhile
    }
  });

test('PostgreSQL runs with fsync on and writes its log O_DSYNC; a checkpoint fsyncs the data files', async () => {
  const fsync = vi.spyOn(fs, 'fsyncSync');
  opened = await openPglite(join(dir, 'db'));
  const { db } = opened;
  expect(await show(db, 'fsync')).toBe('on');
  expect(await show(db, 'wal_sync_method')).toBe('open_datasync');
  expect(await show(db, 'synchronous_commit')).toBe('on');

  await db.execute(sql`create table probe (id int primary key)`);
  await db.execute(sql`insert into probe values (1)`);
  if (existsSync('/proc/self/fdinfo')) {
    const O_DSYNC = 0o10000;
    const wal = openFlags(join(dir, 'db', 'pg_wal', '0'));
    expect(wal.length).toBeGreaterThan(0);
    for (const file of wal) expect(file.flags & O_DSYNC, file.path).toBe(O_DSYNC);
  }

  fsync.mockClear();
  await db.execute(sql`checkpoint`);
  // Each a real fsync of a file of the database (the table's among them), not Emscripten's no-op.
  expect(fsync.mock.calls.length).toBeGreaterThan(0);
});
