import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For a test file whose screens hold the data grid: jsdom has no scrolling, and the grid shows a column only when
 * its media query matches (the shared stub in setup.ts matches nothing). By default a desktop screen: every query
 * but `max-width` ones matches.
 */
export const onDesktopScreen = (matches: (query: string) => boolean = (query) => !query.includes('max-width')) => {
  Element.prototype.scrollTo = vi.fn();
  const matchNothing = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      ...matchNothing(query),
      matches: matches(query),
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = matchNothing;
  });
};
