import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { initI18n, setLanguage } from '../lib/i18n';

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

beforeAll(async () => {
  localStorage.clear();
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
