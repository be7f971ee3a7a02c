import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { dropStaleTemplates, STALE_TEMPLATE_MS, templateHash } from './db-template.ts';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('templates no run used for a day are dropped (docs/testing.md)', () => {
  test('PGlite dumps: an old one goes, a recent one stays, this run’s is marked used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sofra-templates-'));
    const file = (name: string, at: Date) => {
      writeFileSync(join(dir, name), 'x');
      utimesSync(join(dir, name), at, at);
    };
    const mine = `sofra-test-template-${templateHash()}.tar`;
    file(mine, ago(3 * STALE_TEMPLATE_MS));
    file('sofra-test-template-0000000000000old.tar', ago(STALE_TEMPLATE_MS + 60_000));
    file('sofra-test-template-000000000recent.tar', ago(STALE_TEMPLATE_MS - 60_000));
    file('unrelated.tar', ago(3 * STALE_TEMPLATE_MS));

    expect(await dropStaleTemplates({ dir, now })).toEqual(['sofra-test-template-0000000000000old.tar']);
    expect(readdirSync(dir).sort()).toEqual([mine, 'sofra-test-template-000000000recent.tar', 'unrelated.tar'].sort());
    // Marked used now (file times keep whole milliseconds only up to rounding).
    expect(Math.abs(statSync(join(dir, mine)).mtimeMs - now.getTime())).toBeLessThan(1);
  });

  test.runIf(serverUrl)('PostgreSQL templates: unused for a day goes, unmarked is marked, recent stays', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const suffix = `${process.pid}${Date.now().toString(36)}`;
    const names = { old: `sofra_test_template_old${suffix}`, unmarked: `sofra_test_template_unm${suffix}` };
    const noteOf = async (name: string) =>
      (
        await admin.query<{ note: string | null }>(
          `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
          [name],
        )
      ).rows[0]?.note;
    try {
      for (const name of Object.values(names)) {
        await admin.query(`CREATE DATABASE "${name}"`);
        await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      }
      await admin.query(
        `COMMENT ON DATABASE "${names.old}" IS 'used ${ago(STALE_TEMPLATE_MS + 60_000).toISOString()}'`,
      );

      const dropped = await dropStaleTemplates({
        dir: mkdtempSync(join(tmpdir(), 'sofra-templates-')),
        serverUrl,
        now,
      });
      expect(dropped).toContain(names.old);
      expect(dropped).not.toContain(names.unmarked);
      expect(await noteOf(names.old)).toBeUndefined();
      expect(await noteOf(names.unmarked)).toBe(`used ${now.toISOString()}`);
    } finally {
      for (const name of Object.values(names)) {
        await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`).catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      }
      await admin.end();
    }
  });
});
