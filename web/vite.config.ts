import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractValidation } from './vite-validate-plugin.ts';
import { precompress } from './vite-precompress-plugin.ts';
import { preloadLanguage } from './vite-preload-plugin.ts';

export default defineConfig({
  plugins: [contractValidation(), react(), preloadLanguage(), precompress()],
  // @sofra/contracts from its TypeScript sources (tsconfig.base.json `paths`); Node alone takes its compiled dist/.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads the manifest to measure what each route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything index.html loads anyway (React, the router, i18next, the providers' Mantine
              // parts) goes into the one entry chunk. Without this group Rolldown cuts it into a shared
              // chunk per set of lazy routes that also use a piece (Transition, Portal, CloseButton...),
              // and every first visit pays a request and gzip overhead for each: about 5 KB gz.
              name: 'index',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
