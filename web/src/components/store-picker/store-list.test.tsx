import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { getSession, reloadSession } from '../../lib/session';
import { fakeApi, renderWithProviders } from '../../test/render';
import { StoreList } from './store-list';

const store = (storeId: string, name: string) => ({
  userId: 'u1',
  storeId,
  position: 'owner',
  approved: true,
  storeInfo: { id: storeId, name, status: 'open' },
});

describe('StoreList', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getOwnedStores': () => ({
          body: [store('s2', 'Moda Kahve Evi'), store('s1', 'alsancak Balıkçısı'), store('s3', 'Karaköy Meyhanesi')],
        }),
        'store/storeInfo': (body) => ({
          body: { id: (body as { id: string }).id, name: 'Karaköy Meyhanesi', status: 'open' },
        }),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderList = (onSelect = vi.fn()) =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <StoreList onSelect={onSelect} onAddNew={vi.fn()} />
      </QueryClientProvider>,
    );

  it('lists the owned stores sorted by name and searches case-insensitively', async () => {
    const user = userEvent.setup();
    renderList();
    const list = await screen.findByRole('list', { name: 'Store List' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['alsancak Balıkçısı', 'Karaköy Meyhanesi', 'Moda Kahve Evi']);
    await user.type(screen.getByLabelText('Search'), 'KAHVE');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Moda Kahve Evi']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'pizza');
    expect(screen.getByText('Store Not Found')).toBeInTheDocument();
  });

  it('choosing a store loads its info and makes it the active store', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderList(onSelect);
    await user.click(await screen.findByRole('button', { name: 'Karaköy Meyhanesi' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ storeId: 's3' }));
    expect(getSession().activeStoreId).toBe('s3');
    expect(localStorage.getItem('sofra.activeStoreId')).toBe('"s3"');
  });
});
