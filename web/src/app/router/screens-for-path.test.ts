import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainSegments, urls } from '../../lib/urls';
import { screensForPath } from './screens-for-path';

const src = join(import.meta.dirname, '../..');

/** The module a screen name stands for: `main-shell`, or a feature's `{name}-route.tsx` (or the router's own). */
const moduleOf = (name: string): string | undefined => {
  if (name === 'main-shell') return join(src, 'app/shell/main-shell.tsx');
  const own = join(src, `app/router/${name}-route.tsx`);
  if (existsSync(own)) return own;
  return readdirSync(join(src, 'features'))
    .map((feature) => join(src, 'features', feature, 'routes', `${name}-route.tsx`))
    .find((path) => existsSync(path));
};

describe('screensForPath: the screens index.html preloads for a first visit', () => {
  it('names a screen module for every path of the portal', () => {
    const paths = [
      urls.login,
      urls.register,
      urls.paymentResult,
      urls.legalNoteView('kvkk', 'tr'),
      ...Object.values(mainSegments).map((segment) => `/main/${segment}`),
    ];
    for (const path of paths) {
      for (const name of screensForPath(path, true).concat(screensForPath(path, false))) {
        expect(moduleOf(name), `${path} → ${name}`).toBeDefined();
      }
    }
  });

  it('follows the router: the frame and the screen under /main, the dashboard by default', () => {
    expect(screensForPath('/main/store-settings', true)).toEqual(['main-shell', 'store-settings']);
    expect(screensForPath('/main/store-settings/', true)).toEqual(['main-shell', 'store-settings']);
    expect(screensForPath('/main/assign-qr-code', true)).toEqual(['main-shell', 'link-table']);
    expect(screensForPath('/main/definitions/tax-rates', true)).toEqual(['main-shell', 'tax-rates']);
    expect(screensForPath('/main/definitions/delete-product/', true)).toEqual(['main-shell', 'delete-product']);
    expect(screensForPath('/main/product-and-product-groups/list', true)).toEqual(['main-shell', 'menu-list']);
    expect(screensForPath('/', true)).toEqual(['main-shell', 'report-dashboard']);
    expect(screensForPath('/main', true)).toEqual(['main-shell', 'report-dashboard']);
    expect(screensForPath('/login', false)).toEqual(['login']);
  });

  it('follows the redirects: a guest on /main signs in, a signed-in user on /login enters main', () => {
    expect(screensForPath('/main/store-settings', false)).toEqual(['login']);
    expect(screensForPath('/', false)).toEqual(['login']);
    expect(screensForPath('/login', true)).toEqual(['main-shell', 'report-dashboard']);
    expect(screensForPath('/register', true)).toEqual(['main-shell', 'report-dashboard']);
    expect(screensForPath('/legal-notes/view/kvkk/tr', false)).toEqual(['legal-note-view']);
  });
});
