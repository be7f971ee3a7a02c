import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where file bytes live. Keys are server-generated (`tenant/id.ext`), never taken from a client. */
export interface FilesDriver {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** The keys under `prefix/` (a tenant's slug) and when each was written: what the orphan files job checks. */
  list(prefix: string): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f-]+\.(jpg|png|webp)$/;

/** The default on one machine: DATA_DIR/files/<tenant>/<id>.<ext>. */
export const createLocalFiles = (root: string): FilesDriver => {
  const path = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), bytes);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
    async list(prefix) {
      if (!/^[a-z0-9-]+$/.test(prefix)) throw new Error(`unsafe file prefix ${prefix}`);
      let names: string[];
      try {
        names = await readdir(join(root, prefix));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const found: StoredFile[] = [];
      for (const name of names) {
        const key = `${prefix}/${name}`;
        // Anything else in the folder (a temporary file of another tool) is not ours to judge.
        if (!SAFE_KEY.test(key)) continue;
        const info = await stat(path(key)).catch(() => undefined);
        if (info?.isFile()) found.push({ key, modifiedAt: info.mtime });
      }
      return found;
    },
  };
};
