// The page per address, painted at build time (docs/adr/0012): vite-preload-plugin.ts writes them with the build.
import type { Plugin, Rolldown } from 'vite';
import { screensForPath } from './src/app/router/screens-for-path.ts';
import { DEFAULT_UI_LANGUAGE, FIRST_TEXTS_ATTR, INLINE_TEXTS_META } from './src/lib/i18n.ts';
import { mainPath, mainSegments, urls } from './src/lib/urls.ts';

type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['buildStart']>, (...args: never[]) => unknown>>;
/** Renders a page's HTML at build time (web/src/prerender.tsx, built for Node by vite.config.ts). */
export type RenderPage = (
  path: string,
  texts: Record<string, Record<string, unknown>>,
) => Promise<{ html: string; rendered: string }>;

/** Where index.html's loading state is, which a painted page replaces with its HTML. */
// With the white space around it: the root must hold nothing but the painted HTML for React to take it over.
const SPLASH = /\s*<!--splash-->[\s\S]*<!--\/splash-->\s*/;

/**
 * A copy of index.html for each address a visit commonly starts on (`pages/main/store-settings.html`, `pages/login.html`,
 * `pages/index.html` for `/`), painted: its screen rendered to HTML by React at build time (`render`: the public
 * pages whole, a main screen's frame and skeleton), with that screen's style sheets as links, so the browser draws it
 * before any script has arrived; main.tsx then hydrates it or renders over it (docs/adr/0012). It also carries the
 * first screen's texts in the portal's default language inside (`<script type="application/json">`, read by
 * lib/i18n.ts): the same texts the HTML was rendered with, and no request of their own. The server sends the copy
 * for the address (server/src/plugins/portal-files.ts, `portalPageOf`), index.html for any other. A meta before the
 * boot script names the language and screens the copy carries: a visit in another language, or signed out on a main
 * screen, preloads its own part as before.
 */
export async function textsPages(
  this: PluginContext,
  bundle: Rolldown.OutputBundle,
  textsFiles: Record<string, string>,
  sheets: Map<string, string[]>,
  render: RenderPage | undefined,
) {
  const index = bundle['index.html'];
  if (index?.type !== 'asset') return;
  const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
  const boot = html.indexOf('<script>');
  if (boot < 0 || !html.includes('</body>')) throw new Error('index.html: no boot script or no body to add texts to');
  if (render && !SPLASH.test(html)) throw new Error('index.html: no <!--splash--> for a painted page to replace');
  const paths = [
    urls.root,
    urls.login,
    urls.register,
    urls.paymentResult,
    urls.main.root,
    ...Object.values(mainSegments).map(mainPath),
  ];
  for (const path of paths) {
    const signedIn = path.startsWith(urls.main.root);
    const screens = screensForPath(path, signedIn);
    const file = textsFiles[screens[screens.length - 1] ?? ''];
    const texts = file ? bundle[file] : undefined;
    if (texts?.type !== 'asset') continue;
    const json = typeof texts.source === 'string' ? texts.source : new TextDecoder().decode(texts.source);
    const meta = `<meta name="${INLINE_TEXTS_META}" content="${DEFAULT_UI_LANGUAGE} ${screens.join(' ')}">\n    `;
    const carried =
      `<script type="application/json" ${FIRST_TEXTS_ATTR}="${DEFAULT_UI_LANGUAGE}" data-screens="${screens.join(' ')}">` +
      // Nothing in it may end the element early.
      `${json.replaceAll('</', '<\\/')}</script>\n  `;
    let page = `${html.slice(0, boot)}${meta}${html.slice(boot)}`.replace('</body>', `${carried}</body>`);
    // `/` goes elsewhere at once: its page stays the loading state.
    if (render && path !== urls.root) {
      const painted = await render(path, { [DEFAULT_UI_LANGUAGE]: JSON.parse(json) as Record<string, unknown> });
      const links = screens
        .flatMap((screen) => sheets.get(screen) ?? [])
        .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`)
        .join('\n    ');
      page = page
        .replace('</head>', `  ${links}\n  </head>`)
        .replace('<div id="root">', `<div id="root" data-rendered="${painted.rendered}">`)
        .replace(SPLASH, () => painted.html);
    }
    this.emitFile({ type: 'asset', fileName: `pages${path === '/' ? '/index' : path}.html`, source: page });
  }
}
