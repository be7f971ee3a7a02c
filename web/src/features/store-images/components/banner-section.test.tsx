import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { BannerSection } from './banner-section';

const banner = (itemId: string, sequence: number) => ({
  id: `i-${itemId}`,
  storeId: 'store-1',
  itemType: 'store-banner',
  itemId,
  sequence,
  url: `/api/file/f-${itemId}`,
});

describe('BannerSection', () => {
  let banners: ReturnType<typeof banner>[];
  const calls: { path: string; body: unknown }[] = [];

  beforeEach(() => {
    storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
    reloadSession();
    queryClient.clear();
    calls.length = 0;
    banners = [banner('a', 0), banner('b', 1), banner('c', 2)];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'image/storeBanners': (body) => {
          calls.push({ path: 'storeBanners', body });
          return { body: banners };
        },
        'image/sortImages': (body) => {
          calls.push({ path: 'sortImages', body });
          const ids = (body as { itemIds: string[] }).itemIds;
          banners = ids.map((id, i) => banner(id, i));
          return { body: banners };
        },
        'image/deleteImage/store-1': (body) => {
          calls.push({ path: 'deleteImage', body });
          banners = banners.filter((b) => b.itemId !== (body as { itemId: string }).itemId);
          return { body: { message: 'ok' } };
        },
      }),
    );
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <BannerSection storeId="store-1" itemType="store-banner" fileStem="moda" />
        </ModalsProvider>
      </QueryClientProvider>,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const items = () => within(screen.getByRole('list', { name: 'Store banners' })).getAllByRole('listitem');
  const order = () => items().map((li) => within(li).getByRole('img').getAttribute('src'));

  it('lists the banners by sequence; Move up saves the whole new order', async () => {
    await waitFor(() => expect(order()).toEqual(['/api/file/f-a', '/api/file/f-b', '/api/file/f-c']));
    expect(within(items()[0]!).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(items()[2]!).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await userEvent.setup().click(within(items()[2]!).getByRole('button', { name: 'Move up' }));

    await waitFor(() => expect(order()).toEqual(['/api/file/f-a', '/api/file/f-c', '/api/file/f-b']));
    expect(calls.find((c) => c.path === 'sortImages')?.body).toEqual({
      storeId: 'store-1',
      itemType: 'store-banner',
      itemIds: ['a', 'c', 'b'],
    });
  });

  it('Delete asks first, then deletes that banner', async () => {
    const user = userEvent.setup();
    await waitFor(() => expect(items()).toHaveLength(3));

    await user.click(within(items()[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete banner 2?' });
    expect(calls.some((c) => c.path === 'deleteImage')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(order()).toEqual(['/api/file/f-a', '/api/file/f-c']));
    expect(calls.find((c) => c.path === 'deleteImage')?.body).toEqual({ itemId: 'b', itemType: 'store-banner' });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('no banners: says so', async () => {
    await waitFor(() => expect(items()).toHaveLength(3));
    banners = [];
    await queryClient.invalidateQueries();
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
  });
});
