import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { urls } from '../../lib/urls';
import { createAppRouter } from './router';
import { searchFormat, searchOf } from './search';

/** Where the portal's router lands for `path`, its redirects followed (the screens' code loads on the way). */
const landing = async (path: string) => {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const screen = router.state.matches.at(-1);
  // The screen reads its match's search: the query as its route checked it.
  return { href: router.state.location.href, search: screen?.search, routeId: screen?.routeId };
};

describe('the route table', () => {
  it('sends / and unknown paths to main, and unknown paths under main to the report dashboard', async () => {
    for (const path of ['/', '/nowhere/at/all', '/main', '/main/nowhere']) {
      expect((await landing(path)).href).toBe(urls.main.reportDashboard);
    }
  });

  it('opens link-table under the name the POS app uses too, with the scanned code', async () => {
    const at = await landing(`${urls.main.assignQrCode}?fromApp=QR-7`);
    expect(at).toMatchObject({ routeId: urls.main.assignQrCode, search: { fromApp: 'QR-7' } });
  });

  it('gives a screen only the search values that pass its check; the address stays as written', async () => {
    const at = await landing(`${urls.main.tableAndGroups}?tab=tables&other=1`);
    // `tab` failed (the screen shows its first tab); a parameter no screen reads passes as it is.
    expect(at.search).toMatchObject({ tab: undefined, other: '1' });
    expect(at.href).toBe(`${urls.main.tableAndGroups}?tab=tables&other=1`);
    expect((await landing(`${urls.main.tableAndGroups}?tab=sections`)).search).toMatchObject({ tab: 'sections' });
  });
});

describe('search parameters', () => {
  it('reads the query as text: numbers and booleans stay as written', () => {
    expect(searchFormat.parseSearch('?all=1&note=true&from=2026-11-02')).toEqual({
      all: '1',
      note: 'true',
      from: '2026-11-02',
    });
    expect(searchFormat.stringifySearch({ all: '1', period: undefined, from: '2026-11-02' })).toBe(
      '?all=1&from=2026-11-02',
    );
    expect(searchFormat.stringifySearch({})).toBe('');
  });

  it('leaves out what is missing or unreadable, so the screen falls back to its default', () => {
    expect(searchOf[urls.main.reportDashboard]({ all: '2', from: '2026-13', to: '2026-11-30', by: '' })).toEqual({
      to: '2026-11-30',
    });
    expect(searchOf[urls.main.folioList]({ from: '2026-11-01', hidden: 'yes', folio: 'f1', extra: 'x' })).toEqual({
      from: '2026-11-01',
      folio: 'f1',
    });
    expect(searchOf[urls.main.legalNotes]({ platform: '1', note: 'new' })).toEqual({ platform: '1', note: 'new' });
  });
});
