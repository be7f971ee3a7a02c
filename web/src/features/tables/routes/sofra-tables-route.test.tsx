import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { Component as SofraTables } from './sofra-tables-route';
import { onDesktopScreen } from '../../../test/desktop';

const STORE = 's1';
const table = (id: string, groupName: string, tableName: string, startAction = 'take-away') => ({
  id,
  storeId: STORE,
  groupName,
  tableName,
  name: tableName,
  startAction,
  active: true,
  tableQrs: [],
});
/** Salon 1–15 then Bahçe 1–10: page 2 starts at Bahçe 6. */
const TABLES = [
  ...Array.from({ length: 15 }, (_, i) => table(`s${i + 1}`, 'Salon', `Salon ${i + 1}`)),
  ...Array.from({ length: 10 }, (_, i) => table(`b${i + 1}`, 'Bahçe', `Bahçe ${i + 1}`)),
];

onDesktopScreen();

describe('Sofra tables page', { timeout: 60_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let failSave = false;

  beforeEach(() => {
    calls.length = 0;
    failSave = false;
    queryClient.clear();
    setActiveStoreId(STORE);
    const log = (path: string, answer: (body: unknown) => { status?: number; body: unknown }) => (body: unknown) => {
      calls.push({ path, body });
      return answer(body);
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'store/getStoreTables': log('store/getStoreTables', () => ({
          body: { groups: ['Salon', 'Bahçe'], tables: TABLES },
        })),
        'store/updateTablesStartAction': log('store/updateTablesStartAction', (b) => ({
          body: { message: 'ok', updated: (b as { tableIds: string[] }).tableIds.length },
        })),
        'store/saveStoreTable': log('store/saveStoreTable', (b) => {
          const { id, startAction } = b as { id: string; startAction: string };
          if (failSave) return { status: 500, body: { code: 'internal_error', desc: 'boom' } };
          return { body: { ...TABLES.find((r) => r.id === id)!, startAction } };
        }),
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveStoreId(null);
  });

  const renderPage = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <InRouter>
          <SofraTables />
        </InRouter>
      </QueryClientProvider>,
    );

  it('keeps Change start action disabled without a selection, and changes the start action of tables selected on two pages in one call', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();

    // Nothing selected: the button cannot be pressed and the page says why.
    expect(screen.getByRole('button', { name: 'Change start action' })).toBeDisabled();
    expect(screen.getByText('Select tables in the list to change their start action.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Salon Salon 2' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bahçe Bahçe 7' }));
    await user.click(screen.getByRole('button', { name: 'Change start action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change start action' });
    await user.selectOptions(within(dialog).getByLabelText('Start action'), 'delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The success toast follows the 2 s of the loading indicator.
    expect(
      await screen.findByText('The start action of 2 tables was updated', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    const bulk = calls.filter((c) => c.path === 'store/updateTablesStartAction');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.body).toEqual({
      storeId: STORE,
      tableIds: expect.arrayContaining(['s2', 'b7']),
      startAction: 'delivery',
    });
    expect((bulk[0]!.body as { tableIds: string[] }).tableIds).toHaveLength(2);
    // The grid was loaded again and the selection cleared.
    expect(calls.filter((c) => c.path === 'store/getStoreTables').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('shows Change start action busy until the start action change answers', async () => {
    // The change answers only when the test lets it.
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const api = fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/store/updateTablesStartAction')) await gate;
      return api(input, init);
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('1–20 of 25');
    const update = screen.getByRole('button', { name: 'Change start action' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Salon Salon 4' }));
    await user.click(update);
    const dialog = await screen.findByRole('dialog', { name: 'Change start action' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toBeDisabled());
    expect(update).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.filter((c) => c.path === 'store/updateTablesStartAction')).toHaveLength(0);

    answer();
    // No longer busy; the selection was cleared, so it waits for the next one.
    await waitFor(() => expect(update).not.toHaveAttribute('data-loading'));
    expect(update).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change start action' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === 'store/updateTablesStartAction')).toHaveLength(1);
    expect(
      await screen.findByText('The start action of 1 table was updated', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('saves one row: Table Updated, or There was an error', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('1–20 of 25');
    const row = () => screen.getAllByRole('row').find((r) => within(r).queryByText('Salon 3'))!;
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(within(row()).getByRole('combobox', { name: 'Start action' }), 'only-menu');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Table Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'store/saveStoreTable')!.body).toEqual({
      id: 's3',
      storeId: STORE,
      startAction: 'only-menu',
    });
    expect(within(row()).getByText('Only menu')).toBeInTheDocument();

    failSave = true;
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(within(row()).getByRole('combobox', { name: 'Start action' }), 'delivery');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error')).toBeInTheDocument();
    expect(within(row()).getByRole('combobox', { name: 'Start action' })).toHaveValue('delivery');
  });
});
