import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { secureDataDir } from './data-dir.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

test('folders become 0700 and files 0600 (0700 if executable); links are not followed; a second check finds nothing', () => {
  const outside = mkdtempSync(join(tmpdir(), 'sofra-outside-'));
  const dir = join(mkdtempSync(join(tmpdir(), 'sofra-data-')), 'data');
  made.push(outside, join(dir, '..'));
  writeFileSync(join(outside, 'shared.txt'), 'x', { mode: 0o644 });
  chmodSync(join(outside, 'shared.txt'), 0o644);
  mkdirSync(join(dir, 'db/sofra'), { recursive: true, mode: 0o777 });
  for (const [name, m] of [
    ['sms-outbox.jsonl', 0o666],
    ['db/sofra/000000010000000000000001', 0o666],
    ['run.sh', 0o775],
    ['jwt-secret', 0o600],
  ] as const) {
    writeFileSync(join(dir, name), 'x');
    chmodSync(join(dir, name), m);
  }
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'db'), 0o777);
  chmodSync(join(dir, 'db/sofra'), 0o777);
  symlinkSync(join(outside, 'shared.txt'), join(dir, 'link'));

  expect(secureDataDir(dir)).toEqual({ fixed: 6, failed: 0 });
  expect(
    [dir, 'db', 'db/sofra', 'sms-outbox.jsonl', 'db/sofra/000000010000000000000001', 'run.sh', 'jwt-secret'].map((p) =>
      mode(p === dir ? dir : join(dir, p)),
    ),
  ).toEqual(['700', '700', '700', '600', '600', '700', '600']);
  expect(mode(join(outside, 'shared.txt'))).toBe('644');
  expect(secureDataDir(dir)).toEqual({ fixed: 0, failed: 0 });
});

test('a missing DATA_DIR is created 0700; a shared sticky folder given as DATA_DIR is left alone', () => {
  const parent = mkdtempSync(join(tmpdir(), 'sofra-data-'));
  made.push(parent);
  expect(secureDataDir(join(parent, 'new'))).toEqual({ fixed: 0, failed: 0 });
  expect(mode(join(parent, 'new'))).toBe('700');
  const sticky = join(parent, 'tmp-like');
  mkdirSync(sticky);
  chmodSync(sticky, 0o1777);
  expect(secureDataDir(sticky)).toEqual({ fixed: 0, failed: 1 });
  expect(statSync(sticky).mode & 0o1777).toBe(0o1777);
});
