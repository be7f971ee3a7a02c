import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Rolldown } from 'vite';
import { contractValidation } from './vite-validate-plugin.ts';
import { precompress } from './vite-precompress-plugin.ts';
import { type RenderPage } from './vite-painted-pages.ts';
import { preloadLanguage, preloadScreens } from './vite-preload-plugin.ts';
import { mantineUseId } from './vite-mantine-use-id.ts';

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  let render: RenderPage | undefined;
  if (command === 'build' && !isSsrBuild) {
    // The guest web menu (guest.html, docs/menu.md) is a page of its own, built apart so that none of the portal's
    // code reaches it; the portal's build then adds its files beside it (and compresses both).
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
    // The portal's pages as React renders them, for Node (src/prerender.tsx): the build paints each address's page
    // with it (vite-painted-pages.ts, textsPages), so the browser draws the screen before the scripts arrive.
    // Under node_modules, where Node finds the packages it leaves out.
    const server = join(import.meta.dirname, 'node_modules', '.cache', 'sofra-prerender');
    await build({
      configFile: false,
      root: import.meta.dirname,
      mode,
      logLevel: 'warn',
      plugins: [contractValidation(), react()],
      resolve: { tsconfigPaths: true, alias: [mantineUseId] },
      // The router's build that asks the router whether it runs on a server (prerender.tsx says no), not the Node
      // build, which takes it that it does and draws another tree (no Suspense boundaries) than the browser hydrates.
      ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['development', 'node', 'import', 'default'] } },
      build: { ssr: 'src/prerender.tsx', outDir: server, emptyOutDir: true, sourcemap: false },
    });
    ({ renderPage: render } = (await import(pathToFileURL(join(server, 'prerender.js')).href)) as {
      renderPage: RenderPage;
    });
  }
  return {
    plugins: [contractValidation(), react(), preloadLanguage(), preloadScreens(render), precompress()],
    // @sofra/contracts from its TypeScript sources (tsconfig.base.json `paths`); Node alone takes its compiled dist/.
    resolve: { tsconfigPaths: true, alias: [mantineUseId] },
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
