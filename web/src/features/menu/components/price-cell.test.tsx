import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@sofra/contracts/menu/catalogue.schemas';
import { queryClient } from '../../../lib/query-client';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { PriceCell } from './price-cell';

const STORE = 's1';
const PRODUCT: Product = {
  id: 'p1',
  storeId: STORE,
  groupId: 'g1',
  names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
  descriptions: {},
  name: 'Mercimek çorbası',
  price: 8550,
  active: true,
  isShowInStore: true,
  sequence: 0,
  taxRateId: 't1',
  departmentId: null,
  printerId: null,
  plu: 'C-1',
  tags: [],
  allergens: ['gluten'],
  calories: null,
  prepMinutes: 10,
  modifierIds: [],
  adviceIds: [],
  imageUrl: null,
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};

onDesktopScreen();

describe('Price cell: typed in lira, saved in kuruş', { timeout: 30_000 }, () => {
  const saved: unknown[] = [];
  beforeEach(() => {
    saved.length = 0;
    queryClient.clear();
    const api = fakeApi({
      'menu/saveProduct': (body) => {
        saved.push(body);
        return { body: { ...PRODUCT, price: (body as { price: number }).price } };
      },
    });
    vi.stubGlobal('fetch', api);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderCell = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <PriceCell storeId={STORE} product={PRODUCT} currency="₺" />
      </QueryClientProvider>,
    );

  it('shows the price in the store currency and saves a typed amount as whole minor units', async () => {
    const user = userEvent.setup({ delay: null });
    renderCell();
    await user.click(screen.getByRole('button', { name: /Change the price of Mercimek çorbası, now ₺85\.50/ }));
    const input = screen.getByLabelText('Price of Mercimek çorbası');
    expect(input).toHaveValue('85.5');
    await user.clear(input);
    await user.type(input, '19.99{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    // The whole product goes again, with the price as an integer of kuruş.
    expect(saved[0]).toMatchObject({ storeId: STORE, id: 'p1', price: 1999, plu: 'C-1', allergens: ['gluten'] });
    expect(Number.isInteger((saved[0] as { price: number }).price)).toBe(true);
  });

  it('leaves the price as it was on Escape or when unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    renderCell();
    await user.click(screen.getByRole('button', { name: /Change the price/ }));
    await user.type(screen.getByLabelText('Price of Mercimek çorbası'), '7{Escape}');
    expect(screen.getByRole('button', { name: /now ₺85\.50/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Change the price/ }));
    await user.type(screen.getByLabelText('Price of Mercimek çorbası'), '{Enter}');
    expect(saved).toEqual([]);
  });
});
