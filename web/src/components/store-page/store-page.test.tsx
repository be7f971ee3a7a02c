import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownedStoresQuery } from '../../lib/active-store';
import { queryClient } from '../../lib/query-client';
import { setActiveStoreId } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { InRouter } from '../../test/render-at';
import { StorePage } from './store-page';

const page = (props: Partial<Parameters<typeof StorePage>[0]> = {}) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <InRouter>
        <StorePage title="Staff" noStoreText="Add a store to manage its staff." {...props}>
          {(storeId) => <p>content of {storeId}</p>}
        </StorePage>
      </InRouter>
    </QueryClientProvider>,
  );

const query = (state: Partial<{ isPending: boolean; isError: boolean }>, refetch = vi.fn()) => ({
  isPending: false,
  isError: false,
  refetch,
  ...state,
});

afterEach(() => {
  setActiveStoreId(null);
  queryClient.clear();
});

describe('StorePage: the frame of every store screen', () => {
  it('asks an owner of no store to add one, and shows no content', () => {
    setActiveStoreId(null);
    queryClient.setQueryData(ownedStoresQuery().queryKey, []);
    page({ actions: <button>Add</button> });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText('Add a store to manage its staff.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new store' })).toHaveAttribute('href', '/main/store-add');
    expect(screen.queryByText(/content of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('shows its header in every state, and content that needs no store without one', () => {
    setActiveStoreId(null);
    queryClient.setQueryData(ownedStoresQuery().queryKey, []);
    const { unmount } = page({ header: <p>the platform contract</p> });
    expect(screen.getByText('the platform contract')).toBeInTheDocument();
    expect(screen.queryByText(/content of/)).toBeNull();
    unmount();

    page({ needsStore: false, header: <p>platform switch</p>, actions: <button>Add</button> });
    expect(screen.getByText('platform switch')).toBeInTheDocument();
    expect(screen.getByText('content of')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByText('Add a store to manage its staff.')).toBeNull();
  });

  it('shows a loader while a query is pending, then the content with the store id', () => {
    setActiveStoreId('s1');
    const { rerender } = page({ queries: [query({ isPending: true })] });
    expect(screen.getByRole('status', { name: 'loading' })).toBeInTheDocument();
    expect(screen.queryByText(/content of/)).toBeNull();
    rerender(
      <QueryClientProvider client={queryClient}>
        <InRouter>
          <StorePage title="Staff" noStoreText="-" queries={[query({})]}>
            {(storeId) => <p>content of {storeId}</p>}
          </StorePage>
        </InRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('content of s1')).toBeInTheDocument();
  });

  it('says what failed and asks again only the failed queries', async () => {
    setActiveStoreId('s1');
    const failed = vi.fn();
    const fine = vi.fn();
    page({
      queries: [query({ isError: true }, failed), query({}, fine)],
      loadFailedText: 'The staff list could not be loaded.',
    });
    expect(screen.getByText('The staff list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(fine).not.toHaveBeenCalled();
  });

  it('has a back button to the screen above when asked', () => {
    setActiveStoreId('s1');
    page({ backTo: '/main/sofra-tables' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/main/sofra-tables');
  });
});
