import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';

// Test files share a worker's page and its packages (vitest.config.ts: isolate off, which saves loading React, Mantine
// and jsdom again for every file), but not the portal's own modules: each file gets them fresh, with their state (the
// query cache, loaded countries, a cached audio context...) — as in its own page.
vi.resetModules();

// The timers a file sets die with it, as they would with a page of its own: post.ts shows an error toast 500 ms after
// the answer, and a file's last refused call must not open its toast in the next file's page. Set up once per worker
// (the wrappers stay; each file gets its own list, which its afterAll clears).
type Timers = { timeouts: Set<unknown>; intervals: Set<unknown> };
const worker = globalThis as typeof globalThis & { sofraFileTimers?: Timers };
if (!worker.sofraFileTimers) {
  const realTimeout = globalThis.setTimeout;
  const realInterval = globalThis.setInterval;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const id = realTimeout(...args);
    worker.sofraFileTimers!.timeouts.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const id = realInterval(...args);
    worker.sofraFileTimers!.intervals.add(id);
    return id;
  }) as typeof setInterval;
}
const fileTimers: Timers = { timeouts: new Set(), intervals: new Set() };
worker.sofraFileTimers = fileTimers;

// findBy…/waitFor wait for a condition, not for a time: on a loaded 2-core machine a screen can take over a second to
// answer, which is no failure (the default of 1 s made the signal-banner test fail now and then under load).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: Mantine needs these browser APIs to exist.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });

// The page each file starts on: empty, at its root (the previous file's is gone) — before the file's own modules load,
// since some read the page as they load (the saved session, the boot script's early reads).
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.head.innerHTML = '';
document.body.innerHTML = '';
// What a page's boot script leaves for the portal (lib/early-reads.ts): a file that set it up must not hand its
// answers, or answers that never come, to the next one.
delete (window as { sofraEarlyReads?: unknown }).sofraEarlyReads;
for (const element of [document.documentElement, document.body])
  for (const { name } of [...element.attributes]) element.removeAttribute(name);

beforeAll(async () => {
  // The instance the test file imported (after the reset above).
  const { initI18n, setLanguage } = await import('../lib/i18n');
  await initI18n({ en, tr });
  // Tests read the English texts of the spec; the post-helper test also checks the Turkish fallback.
  await setLanguage('en');
});

afterEach(() => {
  // Toasts live in a module-level store: one test's toasts must not show in the next.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  cleanup();
});

afterAll(() => {
  for (const id of fileTimers.timeouts) clearTimeout(id as ReturnType<typeof setTimeout>);
  for (const id of fileTimers.intervals) clearInterval(id as ReturnType<typeof setInterval>);
  // What a file left behind stays with it: stubbed globals, spies, fake clocks, cookies (the next file shares the page).
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
