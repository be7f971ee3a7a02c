import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { InRouter } from '../../../test/render-at';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { ProductPicker } from './product-picker';

/*
 * The till before the store's menu is published: it says the till and the guests see the published menu, offers the
 * owner to publish it in one click (then shows the products) and tells anyone else to ask the owner.
 */

const STORE = 's1';

const menuOf = (menuVersion: number, products: { id: string; name: string }[]) => ({
  id: STORE,
  name: 'Demo',
  language: 'en',
  isDefault: true,
  languages: ['en'],
  menuVersion,
  publishedAt: '2026-11-24T10:00:00.000Z',
  currency: 'TRY',
  banners: [],
  productGroups: products.length ? [{ id: 'g1', name: 'Mains', sequence: 1, image: null }] : [],
  products: products.map(({ id, name }) => ({
    id,
    group: 'g1',
    name,
    description: '',
    price: 25_000,
    image: null,
    isShowInStore: true,
    sequence: 1,
    plu: '',
    taxRate: 10,
    tags: [],
    allergens: [],
    calories: null,
    prepMinutes: null,
  })),
  productModifiers: [],
  productGroupModifiers: [],
  advices: [],
});

const owned = (position: string) => [
  { userId: 'u1', storeId: STORE, position, approved: true, storeInfo: { id: STORE, name: 'Demo' } },
];

interface Server {
  /** The menu the till reads now. */
  menu: ReturnType<typeof menuOf>;
  position: string;
  unpublishedChanges?: boolean;
}

describe('the till before the menu is published', () => {
  let published: number;
  let stateAsked: number;

  const serve = (server: Server) => {
    published = 0;
    stateAsked = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'store/storeMenu': () => ({ body: server.menu }),
        'user/getOwnedStores': () => ({ body: owned(server.position) }),
        'menu/publishState': () => {
          stateAsked += 1;
          const { menuVersion } = server.menu;
          return { body: { menuVersion, publishedAt: null, unpublishedChanges: server.unpublishedChanges } };
        },
        'store/syncStoreMenu': () => {
          published += 1;
          server.menu = menuOf(1, [{ id: 'p1', name: 'Köfte' }]);
          return { body: { message: 'ok', menuVersion: 1, syncedAt: '2026-11-24T10:00:00.000Z' } };
        },
      }),
    );
  };

  const renderPicker = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <InRouter>
          <ProductPicker storeId={STORE} sendLabel="Open folio" sending={false} allowEmpty onSend={async () => {}} />
        </InRouter>
      </QueryClientProvider>,
    );

  beforeEach(() => {
    queryClient.clear();
    setActiveStoreId(STORE);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setActiveStoreId(null);
  });

  it('never published: the owner is told why and publishes it in one click; the products follow', async () => {
    serve({ menu: menuOf(0, []), position: 'owner' });
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const notice = await screen.findByRole('status', { name: 'The menu is not published yet' });
    expect(notice).toHaveTextContent('The till and your guests see the published menu');
    expect(screen.queryByText('No product found.')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Publish the menu' }));
    expect(await screen.findByRole('button', { name: /Köfte/ })).toBeInTheDocument();
    expect(published).toBe(1);
    expect(screen.queryByText('The menu is not published yet')).not.toBeInTheDocument();
  });

  it('never published, opened by a staff member: asked to turn to the owner, no button', async () => {
    serve({ menu: menuOf(0, []), position: 'waiter' });
    renderPicker();
    expect(await screen.findByText("Only the store's owner can publish it: ask them to.")).toBeInTheDocument();
    expect(screen.getByText('The menu is not published yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish the menu' })).not.toBeInTheDocument();
  });

  it('published empty, with the products still in the draft: the same notice', async () => {
    serve({ menu: menuOf(3, []), position: 'owner', unpublishedChanges: true });
    renderPicker();
    expect(await screen.findByRole('button', { name: 'Publish the menu' })).toBeInTheDocument();
  });

  it('published, with nothing left to publish: a search that finds nothing says so', async () => {
    serve({ menu: menuOf(3, []), position: 'owner', unpublishedChanges: false });
    renderPicker();
    await waitFor(() => expect(stateAsked).toBe(1));
    expect(await screen.findByText('No product found.')).toBeInTheDocument();
    expect(screen.queryByText('The menu is not published yet')).not.toBeInTheDocument();
  });
});
