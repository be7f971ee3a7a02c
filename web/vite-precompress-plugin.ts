import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy next to every text file of the build, once, so the
 * server sends them as they are (server/src/plugins/portal-files.ts) instead of sending the raw file or compressing
 * it on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sofra:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesIn(outDir)) {
        // The guest page's server-side bundle (dist/server/) is read by the server, never sent.
        if (!COMPRESSIBLE.test(file) || file.startsWith(join(outDir, 'server'))) continue;
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}
