import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { minifySync, type Plugin, type Rolldown } from 'vite';

type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['buildStart']>, (...args: never[]) => unknown>>;
import { MAIN_READS, SCREEN_READS, screensForPath } from './src/app/router/screens-for-path.ts';
import { apiSettings } from './src/lib/api-settings.ts';
import { boot, type BootSettings, type ScreenFiles } from './vite-boot-script.ts';
import { textsPages, type RenderPage } from './vite-painted-pages.ts';
import { DEFAULT_UI_LANGUAGE, FIRST_TEXTS_ATTR, INLINE_TEXTS_META, TEXTS_META, uiLanguages } from './src/lib/i18n.ts';
import { storageKeys, storageName } from './src/lib/storage.ts';
import { BUSINESS_TIME_ZONE } from '../contracts/src/core/business-day.ts';
import { DEFAULT_CURRENCY_SYMBOL } from '../contracts/src/core/constants.ts';
import { currencyCode } from '../contracts/src/core/currency.ts';

/**
 * The interface texts under names that carry their content (`assets/texts-tr-[hash].json`, cached for good like the
 * scripts), listed in index.html for lib/i18n.ts: a second visit needs no round trip for them. The plain
 * `/assets/i18n/{lang}.json` files (spec section 7) stay as they are. A first visit starts with its screen's part of
 * them, which the boot script preloads (preloadScreens, firstTexts).
 */
export function preloadLanguage(): Plugin {
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
          : [{ tag: 'meta', attrs: { name: TEXTS_META, content: JSON.stringify(texts) }, injectTo: 'head' }],
    },
  };
}

/** The guest web menu's page (guest.html) is not the portal: it loads none of the portal's texts or screens. */
const isGuestPage = (path: string) => path.endsWith('guest.html');

/** A screen's module: a route's (`*-route.tsx`) or the main area's frame. */
const isScreen = (chunk: Rolldown.OutputChunk) =>
  chunk.isDynamicEntry && /(-route|\/main-shell)\.tsx$/.test(chunk.facadeModuleId ?? '');

/**
 * The first screen's part of the texts (a first visit's texts are on its critical path: on a phone's line the whole
 * file of every screen costs about half a second). For each screen, the texts whose keys are named by a string in the
 * code it can run before another screen opens: the entry's and what it loads lazily, the main area's frame's, and the
 * screen's own, with what they load lazily ('storeSettings.name', or the start of keys: `storeStatus.${s}`, with the
 * plural forms of a key). lib/i18n.ts loads the
 * whole file once the first screen is up, before the next one opens, and also when asked for a key the part lacks.
 */
function firstTexts(
  this: PluginContext,
  chunks: Rolldown.OutputChunk[],
  entry: Rolldown.OutputChunk,
  publicDir: string,
): Record<string, Record<string, string>> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The code a chunk may run: its static and dynamic imports in turn, up to (not into) other screens. */
  const reach = (from: Rolldown.OutputChunk) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const visit = (at: Rolldown.OutputChunk) => {
      if (seen.has(at) || (at !== from && isScreen(at))) return;
      seen.add(at);
      for (const next of [...at.imports, ...at.dynamicImports]) {
        const chunk = byFile.get(next);
        if (chunk) visit(chunk);
      }
    };
    visit(from);
    return seen;
  };
  const texts = Object.fromEntries(
    uiLanguages.map(({ code }) => [
      code,
      JSON.parse(readFileSync(join(publicDir, 'assets', 'i18n', `${code}.json`), 'utf8')) as Record<string, unknown>,
    ]),
  );
  const keys: string[] = [];
  const flatten = (node: unknown, path: string) => {
    if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) flatten(v, path ? `${path}.${k}` : k);
    else keys.push(path);
  };
  flatten(texts[DEFAULT_UI_LANGUAGE], '');
  /** The keys a string in the code names: itself (and its plural forms), or those it starts (`storeStatus.${s}`). */
  const keysOf = (text: string, prefix: boolean) =>
    keys.filter((key) =>
      prefix || text.endsWith('.')
        ? key.startsWith(text)
        : key === text || key.startsWith(`${text}_`) || key.startsWith(`${text}.`),
    );
  const named = (reached: Set<Rolldown.OutputChunk>) => {
    const found = new Set<string>();
    for (const chunk of reached) {
      for (const [, text, end] of chunk.code.matchAll(/[`'"]([A-Za-z]\w*\.[\w.]*)(\$\{|[`'"])/g)) {
        for (const key of keysOf(text!, end === '${')) found.add(key);
      }
    }
    return found;
  };
  const always = named(reach(entry));
  const shell = chunks.find((c) => isScreen(c) && screenName(c.facadeModuleId!) === 'main-shell');
  if (shell) for (const key of named(reach(shell))) always.add(key);
  /** The texts of these keys, in the file's shape. */
  const pick = (from: unknown, wanted: Set<string>) => {
    const part: Record<string, unknown> = {};
    for (const key of wanted) {
      const path = key.split('.');
      let source = from;
      for (const step of path) source = (source as Record<string, unknown> | undefined)?.[step];
      if (typeof source !== 'string') continue;
      let target = part;
      for (const step of path.slice(0, -1)) target = (target[step] ??= {}) as Record<string, unknown>;
      target[path[path.length - 1]!] = source;
    }
    return part;
  };
  const parts: Record<string, Record<string, string>> = {};
  for (const { code } of uiLanguages) parts[code] = {};
  for (const chunk of chunks) {
    if (!isScreen(chunk)) continue;
    const name = screenName(chunk.facadeModuleId!);
    const wanted = new Set([...always, ...named(reach(chunk))]);
    for (const { code } of uiLanguages) {
      const source = JSON.stringify(pick(texts[code], wanted));
      const file = this.emitFile({ type: 'asset', name: `texts-${code}-${name}.json`, source });
      parts[code]![name] = this.getFileName(file);
    }
  }
  return parts;
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
 * has downloaded, run, and rendered the route. Puts `boot` (minified, with the screens' files) inline in index.html's
 * head, after the entry's tags and before the inlined style sheets (inlineStyles): it runs as the page arrives.
 * The server's CSP allows that one inline script by its hash (server/src/plugins/portal-files.ts).
 */
export function preloadScreens(render?: RenderPage): Plugin[] {
  let bootScript: string | null = null;
  /** The style sheets each screen loads besides the entry's (screenFiles), for the pages that paint it (textsPages). */
  let sheets = new Map<string, string[]>();
  /** The style sheets index.html carries inline (inlineStyles), in the order they go in. */
  let inlined: { fileName: string; source: string }[] = [];
  let api: BootSettings['api'] = apiSettings({});
  let publicDir = '';
  /** The first screens' texts files of the default language, by screen (firstTexts). */
  let defaultTexts: Record<string, string> = {};
  const screens: Plugin = {
    name: 'sofra:preload-screens',
    apply: 'build',
    configResolved(config) {
      api = apiSettings(config.env);
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
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
        const files: ScreenFiles = { names: [], screens: {} };
        const places = new Map<string, number>();
        /** A built file's place in `names` (every file the build writes is under assets/). */
        const place = (fileName: string) => {
          const name = fileName.replace(/^assets\//, '');
          if (name === fileName) throw new Error(`the boot script names files under assets/ only: ${fileName}`);
          if (!places.has(name)) places.set(name, files.names.push(name) - 1);
          return places.get(name)!;
        };
        const screenFiles = new Map<string, string[]>();
        for (const chunk of chunks) {
          if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
          screenFiles.set(
            screenName(chunk.facadeModuleId),
            [...closure(chunk)].filter((f) => !loaded.has(f)),
          );
        }
        inlined = inlineStyles(chunks, bundle, [...loaded], screenFiles);
        const inline = new Set(inlined.map((sheet) => sheet.fileName));
        sheets = new Map(
          [...screenFiles].map(([screen, names]) => [
            screen,
            names.filter((f) => f.endsWith('.css') && !inline.has(f)),
          ]),
        );
        for (const [screen, names] of screenFiles) {
          files.screens[screen] = names.filter((f) => !inline.has(f)).map(place);
        }
        const texts = firstTexts.call(this, chunks, entry, publicDir);
        defaultTexts = texts[DEFAULT_UI_LANGUAGE] ?? {};
        const settings: BootSettings = {
          keys: {
            login: storageName(storageKeys.login),
            activeStoreId: storageName(storageKeys.activeStoreId),
            language: storageName(storageKeys.language),
          },
          api,
          defaultLanguage: DEFAULT_UI_LANGUAGE,
          textsMeta: TEXTS_META,
          firstTexts: Object.fromEntries(
            Object.entries(texts).map(([language, parts]) => [
              language,
              Object.fromEntries(Object.entries(parts).map(([screen, fileName]) => [screen, place(fileName)])),
            ]),
          ),
          firstTextsAttr: FIRST_TEXTS_ATTR,
          inlineTextsMeta: INLINE_TEXTS_META,
          main: MAIN_READS,
          reads: SCREEN_READS,
          timeZone: BUSINESS_TIME_ZONE,
          currency: currencyCode(DEFAULT_CURRENCY_SYMBOL),
        };
        const source = `(${String(boot)})(${JSON.stringify(files)}, ${JSON.stringify(settings)}, ${String(screensForPath)});\n`;
        const minified = minifySync('boot.js', source);
        if (minified.errors.length > 0) throw new Error(`the boot script: ${minified.errors[0]!.message}`);
        // Nothing in it may end the script element early.
        bootScript = minified.code.replaceAll('</', '<\\/');
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path }) => {
        if (!bootScript || isGuestPage(path)) return html;
        const inline = new Set(inlined.map((sheet) => `/${sheet.fileName}`));
        // The entry's style sheet is inline now, with the others (its <link> goes).
        const page = html.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) =>
          inline.has(href) ? '' : tag,
        );
        // The boot script first, so the screen's files and reads are asked for at once; the style sheets after it.
        const tags = [
          `<script>${bootScript}</script>`,
          `<style>${inlined.map((sheet) => sheet.source.replaceAll('</', '<\\/')).join('')}</style>`,
        ].join('\n    ');
        return page.replace('</head>', `  ${tags}\n  </head>`);
      },
    },
  };
  return [
    screens,
    {
      name: 'sofra:drop-inlined-preloads',
      apply: 'build',
      generateBundle: {
        // After Vite has written each lazy import's list of files to load with it.
        order: 'post',
        async handler(_options, bundle) {
          dropPreloads(bundle, new Set(inlined.map((sheet) => sheet.fileName)));
          await textsPages.call(this, bundle, defaultTexts, sheets, render);
        },
      },
    },
  ];
}

/**
 * The style sheets index.html carries inline rather than as files: a first visit's line is idle while the page's
 * requests wait their round trip (about 0.4 s on a phone's network), and the page's own bytes can fill it. The entry's
 * sheet, the main area's frame's (every main screen loads them, first), and Mantine's small component sheets (under
 * 1 KB brotli) that at least a fifth of the screens load: they style only their component's own classes, so coming
 * before a screen's sheets changes no cascade (a screen's own sheets, which may restyle Mantine's, still come after
 * them). In the order a first visit would load them. Every page carries them: about 15 KB brotli, kept by the browser
 * with the page (revalidated: 304 while unchanged).
 */
function inlineStyles(
  chunks: Rolldown.OutputChunk[],
  bundle: Rolldown.OutputBundle,
  entryFiles: string[],
  screenFiles: Map<string, string[]>,
): { fileName: string; source: string }[] {
  const sheet = (fileName: string) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return null;
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  };
  /** The sheets made of Mantine's own style sheets alone (a chunk's sheet is its CSS modules' together). */
  const mantineOnly = new Set<string>();
  for (const chunk of chunks) {
    const sources = chunk.moduleIds.filter((id) => /\.css($|\?)/.test(id));
    if (sources.length === 0 || !sources.every((id) => id.includes('/node_modules/@mantine/'))) continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) mantineOnly.add(css);
  }
  const css = (names: Iterable<string>) => [...names].filter((name) => name.endsWith('.css'));
  const wanted = [...css(entryFiles), ...css(screenFiles.get('main-shell') ?? [])];
  const loadedBy = new Map<string, number>();
  for (const names of screenFiles.values()) {
    for (const name of css(names)) loadedBy.set(name, (loadedBy.get(name) ?? 0) + 1);
  }
  for (const [name, count] of loadedBy) {
    const source = sheet(name);
    if (count * 5 < screenFiles.size || !mantineOnly.has(name) || source === null) continue;
    if (brotliCompressSync(source).length < 1024) wanted.push(name);
  }
  const inlined = new Map<string, string>();
  for (const fileName of wanted) {
    const source = sheet(fileName);
    if (source !== null && !inlined.has(fileName)) inlined.set(fileName, source);
  }
  return [...inlined].map(([fileName, source]) => ({ fileName, source }));
}

/**
 * Takes the inlined style sheets out of the lists Vite's preload helper reads (`__vite__mapDeps([3,1,4])`: places in
 * the chunk's list of files): the helper would look for their <link>, find none, and fetch them again.
 */
function dropPreloads(bundle: Rolldown.OutputBundle, inlined: Set<string>) {
  if (inlined.size === 0) return;
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps')) continue;
    const list = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
    if (!list) throw new Error(`${chunk.fileName}: no list of files for the preload helper`);
    const names = JSON.parse(list[1]!) as string[];
    const gone = new Set(names.flatMap((name, place) => (inlined.has(name) ? [place] : [])));
    if (gone.size === 0) continue;
    chunk.code = chunk.code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, places: string) => {
      const kept = places.split(',').filter((place) => place !== '' && !gone.has(Number(place)));
      return `__vite__mapDeps([${kept.join(',')}])`;
    });
  }
}
