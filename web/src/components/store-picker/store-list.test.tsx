import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { getSession, reloadSession } from '../../lib/session';
import { fakeApi, renderWithProviders } from '../../test/render';
import { openStoreListModal } from './open-store-list-modal';
import { StoreList } from './store-list';

const store = (storeId: string, name: string, cityCode: string, status = 'open') => ({
  userId: 'u1',
  storeId,
  position: 'owner',
  approved: true,
  storeInfo: { id: storeId, name, status, address: { countryCode: 'TR', cityCode, town: '', line: '' } },
});

const phoneScreen = (phone: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};

describe('StoreList', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getOwnedStores': () => ({
          body: [
            store('s2', 'Moda Kahve Evi', '34', 'rush-hour'),
            store('s1', 'alsancak Balıkçısı', '35', 'close'),
            store('s3', 'Karaköy Meyhanesi', '34'),
          ],
        }),
        'helper/getCities': () => ({
          body: [
            { name: 'İstanbul', code: '34', countryCode: 'TR' },
            { name: 'İzmir', code: '35', countryCode: 'TR' },
          ],
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

  const names = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);

  it('says what it is for and lists the owned stores by name with their city and status', async () => {
    renderList();
    expect(screen.getByText('Choose the store to manage')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Store List' });
    expect(names(list)).toEqual(['alsancak Balıkçısı', 'Karaköy Meyhanesi', 'Moda Kahve Evi']);
    const moda = within(list).getByRole('button', { name: /^Moda Kahve Evi/ });
    await waitFor(() => expect(moda).toHaveTextContent('İstanbul'));
    expect(moda).toHaveTextContent('Rush hour');
    const alsancak = within(list).getByRole('button', { name: /^alsancak Balıkçısı/ });
    expect(alsancak).toHaveTextContent('İzmir');
    expect(alsancak).toHaveTextContent('Closed');
  });

  it('searches case-insensitively and says when no store matches', async () => {
    const user = userEvent.setup();
    renderList();
    const list = await screen.findByRole('list', { name: 'Store List' });
    await user.type(screen.getByLabelText('Search'), 'KAHVE');
    expect(names(list)).toEqual(['Moda Kahve Evi']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'pizza');
    expect(screen.getByText('Store Not Found')).toBeInTheDocument();
  });

  it('choosing a store loads its info, makes it the active store and remembers it for this user', async () => {
    localStorage.setItem('sofra.userInfo', JSON.stringify({ id: 'u1', name: 'Ayşe' }));
    reloadSession();
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderList(onSelect);
    await user.click(await screen.findByRole('button', { name: /^Karaköy Meyhanesi/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ storeId: 's3' }));
    expect(getSession().activeStoreId).toBe('s3');
    expect(localStorage.getItem('sofra.activeStoreId')).toBe('"s3"');
    expect(JSON.parse(localStorage.getItem('sofra.lastStores') ?? '{}')).toEqual({ u1: 's3' });
  });

  const openModal = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <button onClick={() => void openStoreListModal({ closable: false, onAddNew: vi.fn() })}>open</button>
        </ModalsProvider>
      </QueryClientProvider>,
    );

  it('on a desktop the search field takes the focus', async () => {
    const user = userEvent.setup();
    openModal();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store List' });
    await waitFor(() => expect(within(dialog).getByLabelText('Search')).toHaveFocus());
  });

  it('on a phone the search field does not take the focus (no keyboard over the list)', async () => {
    const restore = phoneScreen(true);
    try {
      const user = userEvent.setup();
      openModal();
      await user.click(screen.getByRole('button', { name: 'open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Store List' });
      await waitFor(() => expect(within(dialog).getByText('Choose the store to manage')).toHaveFocus());
      expect(within(dialog).getByLabelText('Search')).not.toHaveFocus();
    } finally {
      restore();
    }
  });
});
