import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreTables } from '@sofra/contracts/tables/tables.schemas';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { GroupsPanel } from './groups-panel';
import { onDesktopScreen } from '../../../test/desktop';

const STORE = 's1';
const table = (id: string, groupName: string, tableName: string) => ({
  id,
  storeId: STORE,
  groupName,
  tableName,
  name: tableName,
  startAction: 'in-store',
  active: true,
  tableQrs: [],
});
/** Teras (shown first) has no tables. */
const DATA = {
  groups: ['Teras', 'Salon'],
  tables: [table('t1', 'Salon', 'Salon 1'), table('t2', 'Salon', 'Salon 2')],
} as StoreTables;

onDesktopScreen();

describe('Groups panel', { timeout: 30_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let answer!: () => void;

  beforeEach(() => {
    calls.length = 0;
    queryClient.clear();
    // A group deletion answers only when the test lets it.
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      'store/saveTableGroup': (body) => {
        calls.push({ path: 'store/saveTableGroup', body });
        return { status: 409, body: { code: 'table_group_exists', desc: 'group "Salon" already exists' } };
      },
      // The first run is refused at its second name; the next goes in.
      'store/saveStoreTables': (body) => {
        calls.push({ path: 'store/saveStoreTables', body });
        const { tables } = body as { tables: { tableName: string }[] };
        return calls.filter((c) => c.path === 'store/saveStoreTables').length === 1
          ? {
              status: 409,
              body: {
                code: 'table_name_taken',
                desc: 'taken',
                fields: [{ path: 'tables.1.tableName', code: 'table_name_taken' }],
              },
            }
          : { body: tables.map((x, i) => table(`n${i}`, 'Teras', x.tableName)) };
      },
      'store/deleteTableGroup': (body) => {
        calls.push({ path: 'store/deleteTableGroup', body });
        return { body: ['Salon'] };
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/store/deleteTableGroup')) await gate;
      return api(input, init);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows Delete group busy until the deletion answers, then closes the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        {/* Confirmations open through the modals manager, as in the app's shell. */}
        <ModalsProvider>
          <GroupsPanel storeId={STORE} data={DATA} />
        </ModalsProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete group' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());

    answer();
    expect(await screen.findByText('Group deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete group' })).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: 'store/deleteTableGroup', body: { storeId: STORE, name: 'Teras' } }]);
  });

  it("checks a new group's name by the contract and says a refused name under the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <GroupsPanel storeId={STORE} data={DATA} />
        </ModalsProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });

    // Blank is refused by the contract's rule before anything is sent.
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    // Longer than the contract's 60 characters.
    await user.clear(name);
    await user.type(name, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter at most 60 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);

    // A name the server refuses as taken is said under the field; the dialog stays open.
    await user.clear(name);
    await user.type(name, ' Salon ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A group with this name already exists')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'store/saveTableGroup', body: { storeId: STORE, name: 'Salon' } }]);
    expect(screen.getByRole('dialog', { name: 'New group' })).toBeInTheDocument();
  });

  it('adds the numbered tables in one call; a name the group has is said under the prefix and nothing is added', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <GroupsPanel storeId={STORE} data={DATA} />
        </ModalsProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Add tables' });
    const count = within(form).getByRole('textbox', { name: 'How many' });
    // Typed over the 1 it shows.
    await user.tripleClick(count);
    await user.keyboard('3');
    expect(within(form).getByText('Teras 1 … Teras 3 (3 tables)')).toBeInTheDocument();
    const body = {
      storeId: STORE,
      groupName: 'Teras',
      tables: [{ tableName: 'Teras 1' }, { tableName: 'Teras 2' }, { tableName: 'Teras 3' }],
    };

    await user.click(within(form).getByRole('button', { name: 'Add tables' }));
    const prefix = within(form).getByRole('textbox', { name: 'Name prefix' });
    await waitFor(() =>
      expect(prefix).toHaveAccessibleDescription('Teras 2 is already in this group; no table was added'),
    );
    expect(calls).toEqual([{ path: 'store/saveStoreTables', body }]);

    await user.click(within(form).getByRole('button', { name: 'Add tables' }));
    expect(await screen.findByText('3 tables added')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'store/saveStoreTables', body },
      { path: 'store/saveStoreTables', body },
    ]);
  });
});
