import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryStatus } from '@sofra/contracts/core/enums';
import type { DeliveryFolio } from '@sofra/contracts/live/live.schemas';
import { exampleFolio } from '../../../components/folio-view/folio-fixture.test-data';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { urls } from '../../../lib/urls';
import { Component as OrderTracking, timerTone } from './order-tracking-route';

const MIN = 60_000;

const delivery = (
  id: string,
  number: number,
  status: DeliveryStatus,
  minutes: number,
  over: Partial<DeliveryFolio> = {},
) => {
  const { history: _h, lines: _l, payments: _p, ...base } = exampleFolio;
  return {
    ...base,
    id,
    number,
    storeId: 's1',
    storeName: 'Demo Cafe',
    serviceType: 'delivery',
    status: 'open',
    closedAt: null,
    closedBy: null,
    tableId: null,
    tableName: null,
    tableGroup: null,
    note: 'Bağdat Cd. 12, kapı 3',
    deliveryStatus: status,
    deliveryStatusAt: status === 'none' ? null : new Date(Date.now() - minutes * MIN).toISOString(),
    openedAt: new Date(Date.now() - minutes * MIN).toISOString(),
    totals: { ...base.totals, total: 32_500 },
    lineCount: 2,
    paymentNames: [],
    ...over,
  } satisfies DeliveryFolio;
};

let board: DeliveryFolio[];
let moves: Record<string, unknown>[];
let refuse: string | null;

beforeEach(() => {
  queryClient.clear();
  setActiveStoreId('s1');
  moves = [];
  refuse = null;
  board = [
    delivery('d1', 41, 'none', 3),
    delivery('d2', 42, 'preparing', 16, { storeId: 's2', storeName: 'Kadıköy Şube' }),
    delivery('d3', 43, 'routing', 31, { courierName: 'Emre' }),
    delivery('d4', 44, 'closed', 50),
  ];
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'user/getOwnedStores': () => ({ body: [] }),
      'folio/getDeliveryFolios': () => ({ body: board }),
      'folio/updateDeliveryStatus': (body) => {
        const b = body as { id: string; status: DeliveryStatus; courierName?: string };
        moves.push(b);
        if (refuse) return { status: 409, body: { code: refuse, desc: '' } };
        board = board.map((d) =>
          d.id === b.id
            ? {
                ...d,
                deliveryStatus: b.status,
                deliveryStatusAt: new Date().toISOString(),
                courierName: b.courierName ?? d.courierName,
              }
            : d,
        );
        return { body: { ...exampleFolio, ...board.find((d) => d.id === b.id)! } };
      },
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setActiveStoreId(null);
  queryClient.clear();
});

const renderPage = async () => {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <InRouter at={urls.main.orderTracking}>
          <OrderTracking />
        </InRouter>
      </ModalsProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Order tracking' });
};
const column = (name: string) => screen.findByRole('region', { name });
const card = async (columnName: string, name: RegExp) =>
  within(await column(columnName)).findByRole('article', { name });

describe('the timer colour', () => {
  it('turns amber at 15 minutes and red at 30', () => {
    expect([0, 14, 15, 29, 30, 90].map(timerTone)).toEqual(['ok', 'ok', 'amber', 'amber', 'red', 'red']);
  });
});

describe('the delivery board', { timeout: 60_000 }, () => {
  onDesktopScreen();

  it('shows a column per status, each card with its store, number, note, total, courier and timer', async () => {
    await renderPage();
    const names = ['New', 'Preparing', 'On the way', 'Delivered', 'Closed', 'Cancelled'];
    for (const name of names) expect(await column(name)).toBeInTheDocument();
    const fresh = await card('New', /No\. 41 · Demo Cafe/);
    expect(within(fresh).getByText('Bağdat Cd. 12, kapı 3')).toBeInTheDocument();
    expect(within(fresh).getByText('₺325.00')).toBeInTheDocument();
    expect(within(fresh).getByLabelText('3 minutes in this status')).toBeInTheDocument();
    const late = await card('Preparing', /No\. 42 · Kadıköy Şube/);
    expect(within(late).getByLabelText('16 minutes in this status: getting late')).toBeInTheDocument();
    const routing = await card('On the way', /No\. 43/);
    expect(within(routing).getByText('Courier: Emre')).toBeInTheDocument();
    expect(within(routing).getByLabelText('31 minutes in this status: late')).toBeInTheDocument();
  });

  it('offers only the moves allowed next, and none for a closed one', async () => {
    await renderPage();
    const buttons = async (col: string, name: RegExp) =>
      within(await card(col, name))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttons('New', /No\. 41/)).toEqual(['Start preparing', 'Cancel delivery']);
    expect(await buttons('Preparing', /No\. 42/)).toEqual(['Send out', 'Cancel delivery']);
    expect(await buttons('On the way', /No\. 43/)).toEqual(['Delivered', 'Cancel delivery']);
    expect(await buttons('Closed', /No\. 44/)).toEqual([]);
  });

  it('moves a delivery to preparing, then to routing with the courier asked for', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(within(await card('New', /No\. 41/)).getByRole('button', { name: 'Start preparing' }));
    const preparing = await card('Preparing', /No\. 41/);
    expect(moves).toEqual([{ storeId: 's1', id: 'd1', status: 'preparing' }]);

    await user.click(within(preparing).getByRole('button', { name: 'Send out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send out delivery 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Courier’s name/ }), 'Ali');
    await user.click(within(dialog).getByRole('button', { name: 'Send out' }));
    const routing = await card('On the way', /No\. 41/);
    expect(within(routing).getByText('Courier: Ali')).toBeInTheDocument();
    expect(moves[1]).toEqual({ storeId: 's1', id: 'd1', status: 'routing', courierName: 'Ali' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in words and leaves the card where it was", async () => {
    const user = userEvent.setup({ delay: null });
    refuse = 'delivery_transition_invalid';
    await renderPage();
    await user.click(within(await card('New', /No\. 41/)).getByRole('button', { name: 'Start preparing' }));
    expect(await screen.findByText('A delivery cannot move to that status from where it is.')).toBeInTheDocument();
    expect(await card('New', /No\. 41/)).toBeInTheDocument();
  });

  it('Close closes the bill in the same call, or says why neither closed and leaves the card', async () => {
    const user = userEvent.setup({ delay: null });
    board.push(delivery('d5', 45, 'completed', 5, { version: 7 }), delivery('d6', 46, 'completed', 5));
    await renderPage();
    await user.click(within(await card('Delivered', /No\. 45/)).getByRole('button', { name: 'Close' }));
    expect(await card('Closed', /No\. 45/)).toBeInTheDocument();
    expect(await screen.findByText('Delivery 45 closed, and its bill with it.')).toBeInTheDocument();
    expect(moves).toEqual([{ storeId: 's1', id: 'd5', status: 'closed' }]);

    refuse = 'folio_balance_due';
    await user.click(within(await card('Delivered', /No\. 46/)).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Delivery 46 stays where it was')).toBeInTheDocument();
    expect(screen.getByText('The folio is not paid in full yet.')).toBeInTheDocument();
    expect(await card('Delivered', /No\. 46/)).toBeInTheDocument();
    expect(moves).toHaveLength(2);
  });

  it('cancels only after asking', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(within(await card('New', /No\. 41/)).getByRole('button', { name: 'Cancel delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel delivery 41?' });
    expect(moves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delivery' }));
    expect(await card('Cancelled', /No\. 41/)).toBeInTheDocument();
  });
});

describe('the delivery board on a phone', { timeout: 60_000 }, () => {
  onDesktopScreen(() => true);

  it('shows one status at a time, picked above', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    expect(await column('New')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preparing' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Preparing (1)' }));
    expect(await card('Preparing', /No\. 42/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New' })).toBeNull();
  });
});
