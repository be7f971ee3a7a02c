import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Options = Parameters<NodeFS['init']>[1];
interface EmscriptenFs {
  chmod: (path: unknown, mode: number, dontFollow?: boolean) => void;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation: <T>(operation: () => T) => T;
}

/**
 * PGlite's directory on disk, with files its owner's only and an fsync that reaches the disk.
 *
 * Owner only: Emscripten creates every file by `open` and then chmods it to the mode PostgreSQL asked for (0666 from
 * PGlite's libc), which the process umask does not touch: the write-ahead log (phone numbers, names) would be
 * world-readable and -writable. Here every chmod keeps the owner's bits only.
 *
 * fsync: Emscripten's Node file system writes straight to the operating system but has no fsync, so PostgreSQL's
 * fsync() of a data file or folder (at a checkpoint, on creating a file) silently did nothing. Here it is the real
 * one; a checkpoint is on disk when it says so (docs/durability.md).
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Options) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    return {
      ...result,
      emscriptenOpts: {
        ...result.emscriptenOpts,
        preRun: [
          ...(Array.isArray(preRun) ? preRun : [preRun]),
          (mod: { FS: EmscriptenFs; NODEFS: EmscriptenNodeFs }) => {
            const chmod = mod.FS.chmod.bind(mod.FS);
            mod.FS.chmod = (path, mode, dontFollow) => chmod(path, mode & ~0o077, dontFollow);
            const nodeFs = mod.NODEFS;
            // An error becomes an errno for PostgreSQL (which then stops rather than carry on unsynced).
            nodeFs.stream_ops.fsync = (stream) =>
              nodeFs.tryFSOperation(() => {
                if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
                return 0;
              });
          },
        ],
      },
    };
  }
}
