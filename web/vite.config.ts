import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPlan } from './vite-chunk-plan.ts';
import { contractValidation } from './vite-validate-plugin.ts';
import { precompress } from './vite-precompress-plugin.ts';
import { preloadLanguage, preloadScreens } from './vite-preload-plugin.ts';

const chunks = chunkPlan();

export default defineConfig({
  plugins: [contractValidation(), react(), chunks.plugin, preloadLanguage(), preloadScreens(), precompress()],
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads the manifest to measure what each route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // A few files per screen rather than dozens of small shared ones (vite-chunk-plan.ts).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
