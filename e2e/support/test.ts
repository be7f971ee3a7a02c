import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { missingMantineSheets } from './mantine-styles';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The portal's pages are painted before their scripts (docs/adr/0012): a control is on screen before React has taken
 * the page over, and what a test does to it in that moment is lost, as a person's tap would be. Every page a test
 * opens or reloads is used once the page says the portal (or the guest menu) has taken it over: `<html data-ready>`,
 * set once the screen answers its controls (web/src/lib/ready.ts). Pages without the portal (the API reference) are
 * used once loaded.
 */
const taken = new WeakSet<Page>();
/** Whether a page runs scripts, as its context or the test said (a page without them stays as painted). */
const scripts = new WeakMap<Page, boolean>();
const waitsForTheApp = (page: Page, javaScriptEnabled?: boolean) => {
  if (javaScriptEnabled !== undefined) scripts.set(page, javaScriptEnabled);
  if (taken.has(page)) return;
  taken.add(page);
  const ready = async () => {
    if (scripts.get(page) === false) return;
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
};
const watch = (context: BrowserContext, javaScriptEnabled?: boolean) => {
  context.on('page', (page) => waitsForTheApp(page, javaScriptEnabled));
  for (const page of context.pages()) waitsForTheApp(page, javaScriptEnabled);
  return context;
};

/** Playwright's `test`, with every page, in its own context or one a test makes, used once the app has it. */
export const test = base.extend<object, object>({
  page: async ({ page, javaScriptEnabled }, use) => {
    waitsForTheApp(page, javaScriptEnabled);
    await use(page);
    // What the test left on screen has the styles of every Mantine component in it (a sheet no file imports is
    // otherwise silent: the component shows unstyled).
    if (!page.isClosed() && javaScriptEnabled !== false) {
      const missing = await missingMantineSheets(page);
      expect(missing, `Mantine style sheets no file imports, on ${page.url()}`).toEqual([]);
    }
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(watch(context, javaScriptEnabled));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watch(await newContext(options), options?.javaScriptEnabled);
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        waitsForTheApp(page, options?.javaScriptEnabled);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
