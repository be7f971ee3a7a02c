import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { ownedStoresQuery } from '../../lib/active-store';
import { queryClient } from '../../lib/query-client';
import { setActiveStoreId } from '../../lib/session';
import { fakeApi, renderWithProviders } from '../../test/render';
import { InRouter } from '../../test/render-at';
import { StorePage } from '../store-page/store-page';
import { NoStoreNotice } from './no-store-notice';

const owned = (storeId: string, name: string) =>
  ({
    userId: 'u1',
    storeId,
    position: 'owner',
    approved: true,
    storeInfo: {
      id: storeId,
      name,
      status: 'open',
      address: { countryCode: 'TR', cityCode: '34', town: '', line: '' },
    },
  }) as unknown as UserOwnedStore;

const render = (ui: React.ReactNode) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <InRouter>{ui}</InRouter>
      </ModalsProvider>
    </QueryClientProvider>,
  );

describe('NoStoreNotice: the screen behind when no store is active', () => {
  beforeEach(() => {
    setActiveStoreId(null);
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'helper/getCities': () => ({ body: [{ name: 'İstanbul', code: '34', countryCode: 'TR' }] }) }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('to an owner of no store: why, and the way to add one', () => {
    queryClient.setQueryData(ownedStoresQuery().queryKey, []);
    render(<NoStoreNotice message="You have no store yet." />);
    expect(screen.getByText('You have no store yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new store' })).toHaveAttribute('href', '/main/store-add');
    expect(screen.queryByRole('button', { name: 'Choose a store' })).toBeNull();
  });

  it('to an owner of three stores: never "no store", but "choose a store" with a button opening the store list', async () => {
    queryClient.setQueryData(ownedStoresQuery().queryKey, [
      owned('s1', 'Karaköy Meyhanesi'),
      owned('s2', 'Moda Kahve Evi'),
      owned('s3', 'Alsancak Balıkçısı'),
    ]);
    const user = userEvent.setup();
    render(<NoStoreNotice message="You have no store yet." />);
    expect(screen.queryByText('You have no store yet.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add new store' })).toBeNull();
    expect(screen.getByText('No store is chosen yet. Choose the store you want to work on.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store List' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('StorePage shows the same variants in the frame of a store screen', () => {
    queryClient.setQueryData(ownedStoresQuery().queryKey, [owned('s1', 'Karaköy Meyhanesi')]);
    render(
      <StorePage title="Staff" noStoreText="Add a store to manage its staff.">
        {() => <p>content</p>}
      </StorePage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByText('Add a store to manage its staff.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a store' })).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });
});
