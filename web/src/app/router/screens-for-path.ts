/**
 * The lazily loaded screens a first visit to `path` shows, by the name of their module (`main-shell`, and
 * `{name}-route.tsx` for a screen: `store-settings` for /main/store-settings), following the redirects of router.tsx:
 * a guest on /main goes to login, a signed-in user on /login or / to the report dashboard.
 *
 * index.html's boot script runs it before the portal's code, to preload those screens' files with the entry
 * (web/vite-preload-plugin.ts), so it must use nothing outside its own body.
 */
export function screensForPath(path: string, signedIn: boolean): string[] {
  const clean = path.replace(/\/+$/, '') || '/';
  const main = (segment: string) => ['main-shell', segment === 'assign-qr-code' ? 'link-table' : segment];
  if (clean === '/login' || clean === '/register') return signedIn ? main('report-dashboard') : [clean.slice(1)];
  if (clean === '/payment-result') return ['payment-result'];
  if (clean.startsWith('/legal-notes/view/')) return ['legal-note-view'];
  if (!signedIn) return ['login'];
  // /main/definitions/{kind}: the screen is named by its last segment (tax-rates-route.tsx).
  if (clean.startsWith('/main/definitions/')) return main(clean.split('/')[3]!);
  // /main/product-and-product-groups/{screen}: menu-{screen}-route.tsx (menu-list for /list).
  if (clean.startsWith('/main/product-and-product-groups/')) return main(`menu-${clean.split('/')[3]!}`);
  return main(clean.startsWith('/main/') ? clean.split('/')[2]! : 'report-dashboard');
}

/** The calls every signed-in visit to the main area starts with (app/router/guards.ts: startMainReads). */
export const MAIN_READS = {
  autoLogin: 'user/autoLogin',
  ownedStores: 'user/getOwnedStores',
  storeInfo: 'store/storeInfo',
} as const;

/**
 * The reads a screen makes first that take no input (`{}`), by screen name: index.html's boot script starts them with
 * the screen's code (lib/early-reads.ts). Every main screen also gets the main area's own: automatic login, the owned
 * stores and the active store's info.
 */
export const SCREEN_READS: Record<string, readonly string[]> = {
  // Store settings' first screenful needs none: its catalogue (categories, attributes) and the countries serve the
  // lower part of the form (the phone field of a Turkish number needs no list), read once the screen's code runs,
  // off the line while the first screenful loads.
};
