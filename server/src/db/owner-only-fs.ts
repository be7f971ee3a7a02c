import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Options = Parameters<NodeFS['init']>[1];
interface EmscriptenFs {
  chmod: (path: unknown, mode: number, dontFollow?: boolean) => void;
}

/**
 * PGlite's directory on disk, with files its owner's only. Emscripten creates every file by `open` and then chmods it to
 * the mode PostgreSQL asked for (0666 from PGlite's libc), which the process umask does not touch: the write-ahead log
 * (phone numbers, names) would be world-readable and -writable. Here every chmod keeps the owner's bits only.
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
          (mod: { FS: EmscriptenFs }) => {
            const chmod = mod.FS.chmod.bind(mod.FS);
            mod.FS.chmod = (path, mode, dontFollow) => chmod(path, mode & ~0o077, dontFollow);
          },
        ],
      },
    };
  }
}
