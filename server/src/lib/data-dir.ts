import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What the start-up check of DATA_DIR found: entries it made owner-only, and entries it could not or would not touch. */
export interface DataDirCheck {
  fixed: number;
  failed: number;
}

const OTHERS = 0o077;

/**
 * Makes DATA_DIR and everything under it readable and writable by its owner only (files 0600 or 0700 if executable,
 * folders 0700). Files written before the server set its umask, or copied in with a loose umask, may be 0666; they hold
 * phone numbers and names (the database's write-ahead log, the SMS outbox). Symbolic links are not followed; entries of
 * other users and a shared sticky folder (such as /tmp given as DATA_DIR) are left alone and counted as failed.
 */
export const secureDataDir = (dir: string): DataDirCheck => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const result: DataDirCheck = { fixed: 0, failed: 0 };
  const uid = process.getuid?.();
  const visit = (path: string, root: boolean) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((uid !== undefined && stat.uid !== uid) || (root && stat.mode & 0o1000)) {
      if (stat.mode & OTHERS) result.failed++;
      return;
    }
    if (stat.mode & OTHERS) {
      try {
        chmodSync(path, stat.mode & 0o700);
        result.fixed++;
      } catch {
        result.failed++;
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name), false);
  };
  visit(dir, true);
  return result;
};
