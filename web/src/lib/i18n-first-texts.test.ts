import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh translator, as a first visit's page has it (the shared setup has loaded the whole texts into its own). */
const freshTranslator = async () => {
  vi.resetModules();
  return import('./i18n');
};

const PART = '/assets/texts-en-store-settings-part.json';
const WHOLE = '/assets/texts-en-whole.json';
const part = { common: { yes: 'Yes (part)' }, storeSettings: { name: 'Name (part)' } };
const whole = { common: { yes: 'Yes', no: 'No' }, storeSettings: { name: 'Name' }, staff: { title: 'Staff' } };

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  // The language the visit starts in (the shared setup switched the tests to English).
  localStorage.setItem('sofra.language', JSON.stringify('en'));
  const meta = document.createElement('meta');
  meta.name = 'sofra-texts';
  meta.content = JSON.stringify({ en: WHOLE });
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('data-sofra-texts', 'en');
  link.dataset.screens = 'main-shell store-settings';
  link.href = PART;
  document.head.append(meta, link);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, location.href).pathname;
      asked.push(path);
      const body = path === PART ? part : path === WHOLE ? whole : null;
      return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
    }),
  );
});

afterEach(() => {
  document.querySelectorAll('meta[name="sofra-texts"], [data-sofra-texts]').forEach((e) => e.remove());
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the first screen\u2019s part of the texts', () => {
  it('starts with the part the boot script preloaded, and its screens need nothing more', async () => {
    const { initI18n, textsFor } = await freshTranslator();
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('storeSettings.name')).toBe('Name (part)');
    await textsFor('main-shell');
    await textsFor('store-settings');
    expect(asked).toEqual([PART]);
  });

  it('loads the whole texts, once, before another screen opens', async () => {
    const { initI18n, loadAllTexts, textsFor } = await freshTranslator();
    const i18n = await initI18n();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await Promise.all([textsFor('staffs'), loadAllTexts()]);
    expect(asked).toEqual([PART, WHOLE]);
    expect(i18n.t('staff.title')).toBe('Staff');
    // Nothing was missing on the screen: no re-render for the whole file.
    expect(listener).not.toHaveBeenCalled();
  });

  it('fetches the whole texts for a key the part lacks, and re-renders the screens once they are in', async () => {
    const { initI18n, loadAllTexts } = await freshTranslator();
    const i18n = await initI18n();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    expect(i18n.t('common.no')).toBe('common.no');
    expect(asked).toEqual([PART, WHOLE]);
    await loadAllTexts();
    expect(listener).toHaveBeenCalledWith('en');
    expect(i18n.t('common.no')).toBe('No');
  });

  it('falls back to the whole texts when the part cannot be loaded', async () => {
    document.head.querySelector('link[data-sofra-texts]')!.setAttribute('href', '/assets/gone.json');
    const { initI18n, textsFor } = await freshTranslator();
    const i18n = await initI18n();
    expect(i18n.t('common.no')).toBe('No');
    await textsFor('staffs');
    expect(asked).toEqual(['/assets/gone.json', WHOLE]);
  });

  it('ignores a part in another language than the visit\u2019s', async () => {
    document.head.querySelector('link[data-sofra-texts]')!.setAttribute('data-sofra-texts', 'tr');
    const { initI18n } = await freshTranslator();
    const i18n = await initI18n();
    expect(i18n.t('common.yes')).toBe('Yes');
    expect(asked).toEqual([WHOLE]);
  });

  it('reads the part a page carries inside for its address, and fetches nothing for it', async () => {
    // The page for /main/store-settings (web/vite-painted-pages.ts, textsPages): no preload, the part in the page.
    document.head.querySelector('link[data-sofra-texts]')!.remove();
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.setAttribute('data-sofra-texts', 'en');
    carried.dataset.screens = 'main-shell store-settings';
    carried.textContent = JSON.stringify(part);
    document.body.append(carried);
    const { initI18n, textsFor } = await freshTranslator();
    const i18n = await initI18n();
    expect(i18n.t('storeSettings.name')).toBe('Name (part)');
    await textsFor('store-settings');
    expect(asked).toEqual([]);
    await textsFor('staffs');
    expect(asked).toEqual([WHOLE]);
  });

  it('takes the part the boot script preloaded in the visit\u2019s language over the one the page carries', async () => {
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.setAttribute('data-sofra-texts', 'tr');
    carried.dataset.screens = 'main-shell store-settings';
    carried.textContent = JSON.stringify({ storeSettings: { name: 'Mağaza adı' } });
    document.body.append(carried);
    const { initI18n } = await freshTranslator();
    const i18n = await initI18n();
    expect(i18n.t('storeSettings.name')).toBe('Name (part)');
    expect(asked).toEqual([PART]);
  });
});
