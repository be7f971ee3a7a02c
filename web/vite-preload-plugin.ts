import type { Plugin, Rolldown } from 'vite';
import { screensForPath } from './src/app/router/screens-for-path.ts';
import { storageKeys, storageName } from './src/lib/storage.ts';

/**
 * Starts fetching the default interface language's texts with the page (a preload in index.html) instead of after
 * the main script has loaded and run: the texts are on the critical path of the first paint. Users who chose
 * English fetch their file as before; the Turkish one is then a cheap revalidated copy.
 */
export function preloadLanguage(language = 'tr'): Plugin {
  return {
    name: 'sofra:preload-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${ctx.server?.config.base ?? '/'}assets/i18n/${language}.json`,
            as: 'fetch',
            crossorigin: 'anonymous',
          },
          injectTo: 'head',
        },
      ],
    },
  };
}

/** What a screen loads besides the entry: its chunk, the chunks it imports (not those the entry loads) and their CSS. */
type ScreenFiles = Record<string, string[]>;

/**
 * The boot script, run by the browser as soon as it arrives (a few hundred bytes, cached for good): it reads the
 * path and whether a login is saved, and starts fetching that screen's files at once, with the entry, instead of
 * after the entry has run and React has rendered the router (a waterfall of one round trip per level on a phone).
 * Serialized with `String(...)`: it uses nothing outside its parameters.
 */
function boot(files: ScreenFiles, loginKey: string, screensFor: typeof screensForPath) {
  let signedIn = false;
  try {
    const saved = JSON.parse(localStorage.getItem(loginKey) ?? 'null') as { token?: unknown } | null;
    signedIn = typeof saved?.token === 'string';
  } catch {
    // No storage, or not a login record: a guest.
  }
  for (const screen of screensFor(location.pathname, signedIn)) {
    for (const href of files[screen] ?? []) {
      const link = document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // As Vite loads them (and as index.html's entry): CORS mode, so the preloaded copy is the one used.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/** The name a screen goes by in screensForPath: its module's file name without `-route.tsx` (or `.tsx`). */
const screenName = (moduleId: string) =>
  moduleId
    .split('/')
    .pop()!
    .replace(/(-route)?\.tsx?$/, '');

/**
 * Preloads the screen a visit opens (web/src/app/router/screens-for-path.ts) together with the entry. Vite preloads
 * the entry's own imports; the screens are lazy chunks, which the browser would otherwise only request once the entry
 * has downloaded, run, and rendered the route. Writes `assets/boot-[hash].js` (the screens' files and the script of
 * `boot`) and loads it `async` from index.html: an inline script would need the server's CSP to name its hash.
 */
export function preloadScreens(): Plugin {
  let bootFile: string | null = null;
  return {
    name: 'sofra:preload-screens',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const base = '/';
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        /** A chunk, its static imports in turn, and their CSS. */
        const closure = (chunk: Rolldown.OutputChunk, files = new Set<string>()) => {
          if (files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) closure(next, files);
          }
          return files;
        };
        const loaded = closure(entry);
        const files: ScreenFiles = {};
        for (const chunk of chunks) {
          if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
          files[screenName(chunk.facadeModuleId)] = [...closure(chunk)]
            .filter((f) => !loaded.has(f))
            .map((f) => `${base}${f}`);
        }
        const source = `(${String(boot)})(${JSON.stringify(files)}, ${JSON.stringify(storageName(storageKeys.login))}, ${String(screensForPath)});\n`;
        bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        bootFile ? [{ tag: 'script', attrs: { async: true, src: `/${bootFile}` }, injectTo: 'head' as const }] : [],
    },
  };
}
