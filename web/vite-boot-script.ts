// The boot script inline in every portal page (vite-preload-plugin.ts, preloadScreens, writes it with the build's
// files): it starts the first screen's files, texts and a signed-in visit's first reads before the entry has run.
import type { MAIN_READS, screensForPath } from './src/app/router/screens-for-path.ts';
import type {} from './src/lib/early-reads.ts';

/**
 * What a screen loads besides the entry: its chunk, the chunks it imports (not those the entry loads) and their CSS.
 * Each file is named once (`names`, under `/assets/`); a screen lists them by their place in `names`.
 */
export interface ScreenFiles {
  names: string[];
  screens: Record<string, number[]>;
}

/** What the boot script needs to know besides the screens' files: where the saved state is, and how to call the API. */
export interface BootSettings {
  keys: { login: string; activeStoreId: string; language: string };
  api: { base: string; key: string | undefined; region: string };
  defaultLanguage: string;
  textsMeta: string;
  /** The first screen's part of the texts, by language and screen (firstTexts: a place in the files' names). */
  firstTexts: Record<string, Record<string, number>>;
  firstTextsAttr: string;
  /** The meta of a page that carries the first screen's texts itself (textsPages): `{language} {screens}`. */
  inlineTextsMeta: string;
  main: typeof MAIN_READS;
  reads: Record<string, readonly string[]>;
  /** A new store's time zone and currency: the locale data the first screen most likely formats with. */
  timeZone: string;
  currency: string;
}

/**
 * The boot script, inline in index.html (about 4 KB brotli): run as the page arrives, it reads the path and the saved
 * login, and starts fetching that screen's files at once, with the entry, instead of after the entry has run and
 * React has rendered the router (a waterfall of one round trip per level on a phone) — and instead of one more round
 * trip for a script file of its own. For a signed-in visit to
 * the main area it also starts the first reads (lib/early-reads.ts): automatic login, the owned stores, the active
 * store, and the screen's own; post.ts takes their answers instead of asking again. Serialized with `String(...)`:
 * it uses nothing outside its parameters.
 */
export function boot(files: ScreenFiles, settings: BootSettings, screensFor: typeof screensForPath) {
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
    return element;
  };
  const file = (place: number) => `/assets/${files.names[place]}`;
  /** What needs the rest of the page: it runs in the head, before the body (and the head's last tags) are parsed. */
  const whenParsed = (run: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('readystatechange', run, { once: true });
    else run();
  };
  // A page painted at build time is drawn for a signed-out visit in the default language (vite-painted-pages.ts). Any
  // other visit gets another screen or language from the portal: until it is drawn, the painted one stays hidden
  // (index.html's style), so no Turkish form flashes before the English one, nor a sign-in form before the dashboard.
  if (token !== null || (typeof language === 'string' && language !== settings.defaultLanguage))
    document.documentElement.setAttribute('data-repaint', '');
  // The loading shell is read out in the visitor's language too (index.html carries the default's; the texts file is
  // not loaded yet, so the one word lives here).
  if (language === 'en')
    whenParsed(() => document.querySelector('.boot-splash')?.setAttribute('aria-label', 'Loading'));
  // The texts, in the language lib/i18n.ts will choose: the first screen's part of them if the build cut one (the
  // translator reads this link, or the part inside the page when the page for this address carries the one this
  // visit needs: textsPages), else the whole file.
  const textsLanguage =
    typeof language === 'string' && settings.firstTexts[language] ? language : settings.defaultLanguage;
  const part = settings.firstTexts[textsLanguage]?.[screens[screens.length - 1] ?? ''];
  const carried = document.querySelector(`meta[name="${settings.inlineTextsMeta}"]`)?.getAttribute('content');
  const inPage = carried === `${textsLanguage} ${screens.join(' ')}`;
  if (part !== undefined && !inPage) {
    const element = link('preload', file(part), 'fetch');
    element.setAttribute(settings.firstTextsAttr, textsLanguage);
    element.dataset.screens = screens.join(' ');
  } else if (part === undefined) {
    whenParsed(() => {
      try {
        const texts = JSON.parse(
          document.querySelector(`meta[name="${settings.textsMeta}"]`)?.getAttribute('content') ?? '{}',
        );
        if (typeof texts[textsLanguage] === 'string') link('preload', texts[textsLanguage], 'fetch');
      } catch {
        // No list: lib/i18n.ts asks for the plain file.
      }
    });
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

  if (token && screens.includes('main-shell')) {
    // The engine loads its locale data for dates, money, sorting and country names (and opens the tab's session
    // storage, which the router reads as it loads) the first time each is used: tens of milliseconds each on a phone,
    // inside the long tasks of the screen's first render. Used once here, one small task each while the page waits for
    // its scripts, they are ready when the screen formats its first figures (docs/performance.md).
    const lang = typeof language === 'string' ? language : settings.defaultLanguage;
    const warmups = [
      () => sessionStorage.length,
      () => new Intl.Collator(lang).compare('a', 'b'),
      () => new Intl.DateTimeFormat(lang, { timeZone: settings.timeZone, hour: 'numeric' }).format(0),
      () => new Intl.NumberFormat(lang, { style: 'currency', currency: settings.currency }).format(1),
      () => new Intl.DisplayNames([lang], { type: 'region' }).of('TR'),
    ];
    const next = () => {
      const warmup = warmups.shift();
      if (!warmup) return;
      try {
        warmup();
      } catch {
        // An engine without it: the portal's own first use loads it.
      }
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }

  // A file two screens share is asked for once. Each link starts a request on the page's one thread (a millisecond or
  // more each on a phone, seventy files for some screens): a few at a time, each few a task of its own, so the parser
  // and the first paint are not held behind one long task; the first few go at once.
  const places = [...new Set(screens.flatMap((screen) => files.screens[screen] ?? []))];
  const preloadSome = () => {
    for (const place of places.splice(0, 12)) {
      const href = file(place);
      if (href.endsWith('.css')) link('preload', href, 'style');
      else link('modulepreload', href);
    }
    if (places.length) setTimeout(preloadSome, 0);
  };
  preloadSome();
}
