import type { Plugin, Rolldown } from 'vite';
import { MAIN_READS, SCREEN_READS, screensForPath } from './src/app/router/screens-for-path.ts';
import { apiSettings } from './src/lib/api-settings.ts';
import type {} from './src/lib/early-reads.ts';
import { DEFAULT_UI_LANGUAGE } from './src/lib/i18n.ts';
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

/** What the boot script needs to know besides the screens' files: where the saved state is, and how to call the API. */
interface BootSettings {
  keys: { login: string; activeStoreId: string; language: string };
  api: { base: string; key: string | undefined; region: string };
  defaultLanguage: string;
  main: typeof MAIN_READS;
  reads: Record<string, readonly string[]>;
}

/**
 * The boot script, run by the browser as soon as it arrives (a few KB, cached for good): it reads the path and the
 * saved login, and starts fetching that screen's files at once, with the entry, instead of after the entry has run
 * and React has rendered the router (a waterfall of one round trip per level on a phone). For a signed-in visit to
 * the main area it also starts the first reads (lib/early-reads.ts): automatic login, the owned stores, the active
 * store, and the screen's own; post.ts takes their answers instead of asking again. Serialized with `String(...)`:
 * it uses nothing outside its parameters.
 */
function boot(files: ScreenFiles, settings: BootSettings, screensFor: typeof screensForPath) {
  const saved = (key: string): unknown => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const login = saved(settings.keys.login) as { token?: unknown } | null;
  const token = typeof login?.token === 'string' ? login.token : null;
  const screens = screensFor(location.pathname, token !== null);

  if (token && screens.includes('main-shell')) {
    const language = saved(settings.keys.language);
    const activeStoreId = saved(settings.keys.activeStoreId);
    const calls: [string, unknown][] = [
      [settings.main.autoLogin, { token }],
      [settings.main.ownedStores, {}],
    ];
    if (typeof activeStoreId === 'string') calls.push([settings.main.storeInfo, { id: activeStoreId }]);
    for (const screen of screens) for (const path of settings.reads[screen] ?? []) calls.push([path, {}]);
    // As post.ts sends them.
    const headers: Record<string, string> = {
      'accept-language': typeof language === 'string' ? language : settings.defaultLanguage,
      'x-region': settings.api.region,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    };
    if (settings.api.key) headers['x-api-key'] = settings.api.key;
    window.sofraEarlyReads = calls.map(([path, payload]) => {
      const body = JSON.stringify(payload);
      const response = fetch(`${settings.api.base}/${path}`, { method: 'POST', headers, body });
      // A failure is for the call that takes the answer to handle; none may take it.
      response.catch(() => undefined);
      return { path, body, language: headers['accept-language']!, response };
    });
  }

  for (const screen of screens) {
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
  let api: BootSettings['api'] = apiSettings({});
  return {
    name: 'sofra:preload-screens',
    apply: 'build',
    configResolved(config) {
      api = apiSettings(config.env);
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const base = '/';
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        // Vite drops a chunk that only carries style sheets (after this hook); its CSS stays, and is what to load.
        const pureCss = (chunk: Rolldown.OutputChunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));
        /** A chunk, its static imports in turn, and their CSS. */
        const closure = (chunk: Rolldown.OutputChunk, visited = new Set<Rolldown.OutputChunk>()) => {
          const files = new Set<string>();
          const visit = (at: Rolldown.OutputChunk) => {
            if (visited.has(at)) return;
            visited.add(at);
            if (!pureCss(at)) files.add(at.fileName);
            for (const css of at.viteMetadata?.importedCss ?? []) files.add(css);
            for (const imported of at.imports) {
              const next = byFile.get(imported);
              if (next) visit(next);
            }
          };
          visit(chunk);
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
        const settings: BootSettings = {
          keys: {
            login: storageName(storageKeys.login),
            activeStoreId: storageName(storageKeys.activeStoreId),
            language: storageName(storageKeys.language),
          },
          api,
          defaultLanguage: DEFAULT_UI_LANGUAGE,
          main: MAIN_READS,
          reads: SCREEN_READS,
        };
        const source = `(${String(boot)})(${JSON.stringify(files)}, ${JSON.stringify(settings)}, ${String(screensForPath)});\n`;
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
