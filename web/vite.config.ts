import { rmSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Rolldown } from 'vite';
import { appShellScrollClassNames } from './vite-app-shell-plugin.ts';
import { chunkPlan } from './vite-chunk-plan.ts';
import { contractValidation } from './vite-validate-plugin.ts';
import { precompress } from './vite-precompress-plugin.ts';
import { preloadLanguage, preloadScreens } from './vite-preload-plugin.ts';

export default defineConfig(async ({ command, mode }) => {
  const chunks = chunkPlan();
  if (command === 'build') {
    // The guest web menu (guest.html, docs/menu.md) is a page of its own, built apart so that none of the portal's
    // code or chunk plan reaches it; the portal's build then adds its files beside it (and compresses both).
    rmSync(`${import.meta.dirname}/dist`, { recursive: true, force: true });
    await build({
      configFile: false,
      root: import.meta.dirname,
      mode,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { tsconfigPaths: true },
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        manifest: '.vite/guest-manifest.json',
        sourcemap: false,
        rolldownOptions: { input: `${import.meta.dirname}/guest.html` },
      },
    });
    // Its server side (docs/adr/0011): the same components bundled for Node with React DOM's server renderer, all in
    // one file the server loads (dist/server/, never served: plugins/portal-files.ts).
    await build({
      configFile: false,
      root: import.meta.dirname,
      mode,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { tsconfigPaths: true },
      ssr: { noExternal: true, target: 'node' },
      // React's production builds only: bundled, its `process.env.NODE_ENV` branches would carry both.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: 'src/guest/server-entry.tsx',
        outDir: 'dist/server',
        emptyOutDir: false,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'guest-render.js' } },
      },
    });
    // A first build, in memory and cut by Rolldown alone, tells which screens load each module; the real build then
    // groups what the main screens share into the shell (vite-chunk-plan.ts).
    const first = (await build({
      configFile: false,
      root: import.meta.dirname,
      mode,
      logLevel: 'silent',
      plugins: [appShellScrollClassNames(), contractValidation(), react(), chunks.plugin],
      resolve: { tsconfigPaths: true },
      build: { write: false, rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } },
    })) as Rolldown.RolldownOutput;
    chunks.learn(first.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
  }
  return {
    plugins: [
      appShellScrollClassNames(),
      contractValidation(),
      react(),
      chunks.plugin,
      preloadLanguage(),
      preloadScreens(),
      precompress(),
    ],
    // @sofra/contracts from its TypeScript sources (tsconfig.base.json `paths`); Node alone takes its compiled dist/.
    resolve: { tsconfigPaths: true },
    build: {
      outDir: 'dist',
      // Emptied above, before the guest page's build.
      emptyOutDir: false,
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
  };
});
