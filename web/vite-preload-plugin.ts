import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { MAIN_READS, SCREEN_READS, screensForPath } from './src/app/router/screens-for-path.ts';
import { apiSettings } from './src/lib/api-settings.ts';
import type {} from './src/lib/early-reads.ts';
import { DEFAULT_UI_LANGUAGE, TEXTS_META, uiLanguages } from './src/lib/i18n.ts';
import { storageKeys, storageName } from './src/lib/storage.ts';

/**
 * The interface texts under names that carry their content (`assets/texts-tr-[hash].json`, cached for good like the
 * scripts), listed in index.html for lib/i18n.ts, and the default language's preloaded with the page: the texts are on
 * the first paint's critical path, and a second visit then needs no round trip for them. The plain
 * `/assets/i18n/{lang}.json` files (spec section 7) stay as they are. The boot script preloads a saved other language.
 */
export function preloadLanguage(language: string = DEFAULT_UI_LANGUAGE): Plugin {
  let publicDir = '';
  const texts: Record<string, string> = {};
  return {
    name: 'sofra:preload-language',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle() {
      for (const { code } of uiLanguages) {
        const source = readFileSync(join(publicDir, 'assets', 'i18n', `${code}.json`));
        texts[code] = `/${this.getFileName(this.emitFile({ type: 'asset', name: `texts-${code}.json`, source }))}`;
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { path }) =>
        isGuestPage(path)
          ? []
          : [
              { tag: 'meta', attrs: { name: TEXTS_META, content: JSON.stringify(texts) }, injectTo: 'head' },
              {
                tag: 'link',
                attrs: { rel: 'preload', href: texts[language], as: 'fetch', crossorigin: 'anonymous' },
                injectTo: 'head',
              },
            ],
    },
  };
}

/** The guest web menu's page (guest.html) is not the portal: it loads none of the portal's texts or screens. */
const isGuestPage = (path: string) => path.endsWith('guest.html');

/** What a screen loads besides the entry: its chunk, the chunks it imports (not those the entry loads) and their CSS. */
type ScreenFiles = Record<string, string[]>;

/** What the boot script needs to know besides the screens' files: where the saved state is, and how to call the API. */
interface BootSettings {
  keys: { login: string; activeStoreId: string; language: string };
  api: { base: string; key: string | undefined; region: string };
  defaultLanguage: string;
  textsMeta: string;
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
  const language = saved(settings.keys.language);

  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    // As the page's own requests go (CORS mode), so the preloaded copy is the one used.
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
  };
  // The loading shell is read out in the visitor's language too (index.html carries the default's; the texts file is
  // not loaded yet, so the one word lives here).
  if (language === 'en') document.querySelector('.boot-splash')?.setAttribute('aria-label', 'Loading');
  // index.html preloads the default language's texts; a visitor who chose another one needs theirs.
  if (typeof language === 'string' && language !== settings.defaultLanguage) {
    try {
      const texts = JSON.parse(
        document.querySelector(`meta[name="${settings.textsMeta}"]`)?.getAttribute('content') ?? '{}',
      );
      if (typeof texts[language] === 'string') link('preload', texts[language], 'fetch');
    } catch {
      // No list: lib/i18n.ts asks for the plain file.
    }
  }

  if (token && screens.includes('main-shell')) {
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
      if (href.endsWith('.css')) link('preload', href, 'style');
      else link('modulepreload', href);
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
          textsMeta: TEXTS_META,
          main: MAIN_READS,
          reads: SCREEN_READS,
        };
        const source = `(${String(boot)})(${JSON.stringify(files)}, ${JSON.stringify(settings)}, ${String(screensForPath)});\n`;
        bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { path }) =>
        bootFile && !isGuestPage(path)
          ? [{ tag: 'script', attrs: { async: true, src: `/${bootFile}` }, injectTo: 'head' as const }]
          : [],
    },
  };
}
