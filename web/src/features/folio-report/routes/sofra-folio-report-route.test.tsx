import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { lastBusinessDays } from '../../../components/folio-view/folio-format';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { setUser } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi } from '../../../test/render';
import { renderAt } from '../../../test/render-at';
import { Component as FolioReport } from './sofra-folio-report-route';

onDesktopScreen();

const row = (storeId: string, storeName: string, currency: string, n: number) => ({
  storeId,
  storeName,
  currency,
  closed: 10 * n,
  cancelled: n,
  open: 1,
  gross: 100_000 * n,
  discounts: 1_000 * n,
  total: 99_000 * n,
  paid: 99_000 * n,
  tip: 500 * n,
});

describe('Folio report', { timeout: 30_000 }, () => {
  let asked: unknown[];
  let rows: ReturnType<typeof row>[];

  beforeEach(() => {
    asked = [];
    rows = [row('s1', 'Karaköy Meyhanesi', '₺', 1), row('s2', 'Moda Kahvecisi', '₺', 2)];
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'folio/getReport': (body) => {
          asked.push(body);
          return { body: { rows } };
        },
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  /** The report opened from another screen (history behind it), or straight by its address. */
  const openReport = (entries: string[]) =>
    renderAt(
      entries[entries.length - 1]!,
      <QueryClientProvider client={queryClient}>
        <FolioReport />
      </QueryClientProvider>,
      { before: entries.slice(0, -1), others: { $: <p>another screen</p> } },
    );

  it('a non-master user is told they have no access and stays where they were', async () => {
    setUser({ id: 'u1', name: 'Ayşe', isMaster: false } as User);
    const { router } = await openReport(['/main/owned-stores', '/main/sofra-folio-report']);
    expect(await screen.findByText('You do not have access to this module!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/main/owned-stores'));
    expect(screen.queryByRole('heading', { name: 'Folio report' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('opened straight by its address, a non-master user lands on the dashboard, told so in Turkish too', async () => {
    await setLanguage('tr');
    setUser({ id: 'u1', name: 'Ayşe', isMaster: false } as User);
    const { router } = await openReport(['/main/sofra-folio-report']);
    expect(await screen.findByText('Bu modüle erişim yetkiniz yok!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/main/report-dashboard'));
    expect(screen.getAllByText('Bu modüle erişim yetkiniz yok!')).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it('a master user sees every store with its counts and money, and one sum row', async () => {
    setUser({ id: 'm1', name: 'Sofra Yönetici', isMaster: true } as User);
    await openReport(['/main/sofra-folio-report']);
    const grid = await screen.findByRole('table', { name: 'Folios per store' });
    const karakoy = await within(grid).findByRole('row', { name: /Karaköy Meyhanesi/ });
    expect(karakoy).toHaveTextContent(
      /Karaköy Meyhanesi\s*10\s*1\s*1\s*₺1,000.00\s*₺10.00\s*₺990.00\s*₺990.00\s*₺5.00/,
    );
    const sum = within(grid).getByRole('row', { name: /All stores/ });
    expect(sum).toHaveTextContent(/All stores\s*30\s*3\s*2\s*₺3,000.00\s*₺30.00\s*₺2,970.00\s*₺2,970.00\s*₺15.00/);
    expect(asked).toEqual([lastBusinessDays(7)]);
  });

  it('never adds up different currencies: one sum row per currency', async () => {
    rows = [...rows, row('s3', 'Berlin Döner', '€', 1)];
    setUser({ id: 'm1', name: 'Sofra Yönetici', isMaster: true } as User);
    await openReport(['/main/sofra-folio-report?from=2026-11-01&to=2026-11-30']);
    const grid = await screen.findByRole('table', { name: 'Folios per store' });
    expect(await within(grid).findByRole('row', { name: /All stores \(₺\)/ })).toHaveTextContent('₺2,970.00');
    expect(within(grid).getByRole('row', { name: /All stores \(€\)/ })).toHaveTextContent('€990.00');
    expect(within(grid).queryByRole('row', { name: /^All stores \d/ })).not.toBeInTheDocument();
    expect(asked).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
  });
});
