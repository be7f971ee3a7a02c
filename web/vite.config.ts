import { rmSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Rolldown } from 'vite';
import { contractValidation } from './vite-validate-plugin.ts';
import { precompress } from './vite-precompress-plugin.ts';
import { preloadLanguage, preloadScreens } from './vite-preload-plugin.ts';

export default defineConfig(async ({ command, mode }) => {
  if (command === 'build') {
    // The guest web menu (guest.html, docs/menu.md) is a page of its own, built apart so that none of the portal's
    // code reaches it; the portal's build then adds its files beside it (and compresses both).
    rmSync(`${import.meta.dirname}/dist`, { recursive: true, force: true });
    await build({
      configFile: false,
      root: import.meta.dirname,
      mode,
      logLevel: 'warn',
      resolve: { tsconfigPaths: true },
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        manifest: '.vite/guest-manifest.json',
        sourcemap: false,
        rolldownOptions: { input: `${import.meta.dirname}/guest.html` },
      },
    });
  }
  return {
    plugins: [contractValidation(), react(), preloadLanguage(), preloadScreens(), precompress()],
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
          codeSplitting: {
            groups: [
              // Without this group Rolldown cuts the entry's modules into a shared chunk per set of lazy screens that
              // also use a piece (Transition, Portal, CloseButton...), and every first visit pays a request for each.
              { name: 'index', tags: ['$initial' as Rolldown.BuiltinModuleTag], priority: 2 },
              {
                // The toasts' host, loaded after the first screen (app-providers.tsx): the portal shows toasts through
                // the package's index, which also names the host.
                name: 'notifications',
                test: /\/node_modules\/(@mantine\/notifications\/esm\/(?!notifications\.store|index)|react-transition-group\/)/,
                priority: 1,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
    },
  };
});
