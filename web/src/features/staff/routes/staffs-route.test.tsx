import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { Component as Staffs } from './staffs-route';

const STORE = 's1';
const MURAT = {
  userId: 'u1',
  userName: 'Murat Kaya',
  gsm: '+905321112233',
  position: 'waiter',
  permissions: ['store.view', 'folios.view'],
  status: 'active',
};
const INVITED = {
  gsm: '+905324445566',
  position: 'chef',
  permissions: [],
  createDate: '2026-03-03T10:00:00.000Z',
  status: 'invited',
};

// The page is a table on a wide screen and cards on a phone (a max-width query): each test says which.
let phone = false;
onDesktopScreen((query) => (phone ? query.includes('max-width') : !query.includes('max-width')));

describe('Staff page: the position in place', { timeout: 30_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let answer: (() => void) | null;
  let refuse: boolean;
  // What the server holds: a save changes it, and the list read again shows it.
  let murat: typeof MURAT;
  let invited: typeof INVITED;

  beforeEach(() => {
    calls.length = 0;
    phone = false;
    refuse = false;
    answer = null;
    murat = { ...MURAT };
    invited = { ...INVITED };
    queryClient.clear();
    setActiveStoreId(STORE);
    const api = fakeApi({
      'store/storeInfo': () => ({ body: { id: STORE, name: 'Karaköy Meyhanesi', status: 'open' } }),
      'store/getStaffList': () => ({ body: [murat] }),
      'store/getStaffInvitations': () => ({ body: [invited] }),
      'store/saveStaff': (body) => {
        calls.push({ path: 'store/saveStaff', body });
        invited = { ...invited, status: 'invited' };
        return { body: { ...invited, userId: null, userName: '' } };
      },
      'store/saveStaffPosition': (body) => {
        calls.push({ path: 'store/saveStaffPosition', body });
        const { userId, gsm, position } = body as { userId?: string; gsm?: string; position: string };
        if (refuse) return { status: 404, body: { code: 'not_found', desc: 'gone' } };
        if (userId) {
          murat = { ...murat, position };
          return { body: murat };
        }
        invited = { ...invited, position };
        return { body: { ...invited, userId: null, userName: '', gsm, status: 'invited' } };
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      // A save answers only when the test lets it.
      if (String(input).endsWith('/store/saveStaffPosition')) await new Promise<void>((resolve) => (answer = resolve));
      return api(input, init);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveStoreId(null);
  });

  const renderPage = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <InRouter>
            <Staffs />
          </InRouter>
        </ModalsProvider>
      </QueryClientProvider>,
    );
  const release = async () => {
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
  };

  it('saves a new position at once, disabled while it saves, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const row = await screen.findByRole('row', { name: /Murat Kaya/ });
    const select = within(row).getByRole('combobox', { name: 'Position of Murat Kaya' });
    expect(select).toHaveValue('waiter');

    await user.selectOptions(select, 'Manager');
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveValue('manager');
    await release();

    expect(await screen.findByText('Position of Murat Kaya changed to Manager')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('manager');
    expect(calls).toEqual([
      { path: 'store/saveStaffPosition', body: { storeId: STORE, userId: 'u1', position: 'manager' } },
    ]);
  });

  it('a refused save says why and shows the saved position again', async () => {
    const user = userEvent.setup({ delay: null });
    refuse = true;
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Position of Murat Kaya' });
    await user.selectOptions(select, 'Cashier');
    await release();

    expect(await screen.findByText('Not found')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('waiter');
    expect(screen.queryByText(/changed to/)).not.toBeInTheDocument();
  });

  it("on a phone, each card has the select; a number not signed up yet changes its invitation's position", async () => {
    const user = userEvent.setup({ delay: null });
    phone = true;
    renderPage();
    const list = await screen.findByRole('list', { name: 'Staff list' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Not signed up yet'))!;
    const select = within(card).getByRole('combobox', { name: 'Position of +90 532 444 55 66' });
    expect(select).toHaveValue('chef');
    expect(within(list).getByRole('combobox', { name: 'Position of Murat Kaya' })).toHaveValue('waiter');

    await user.selectOptions(select, 'Waiter');
    await release();
    expect(await screen.findByText('Position of +90 532 444 55 66 changed to Waiter')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('waiter'));
    expect(calls).toEqual([
      { path: 'store/saveStaffPosition', body: { storeId: STORE, gsm: INVITED.gsm, position: 'waiter' } },
    ]);
  });

  it('an expired invitation says so and is sent again from its row', async () => {
    const user = userEvent.setup({ delay: null });
    invited = { ...INVITED, status: 'expired' };
    renderPage();
    const row = await screen.findByRole('row', { name: /Not signed up yet/ });
    expect(row).toHaveTextContent('Invitation expired');
    expect(screen.getByRole('row', { name: /Murat Kaya/ })).not.toHaveTextContent('Invitation');
    // Only an expired invitation offers it.
    expect(
      within(screen.getByRole('row', { name: /Murat Kaya/ })).queryByRole('button', { name: 'Send invitation again' }),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Send invitation again' }));
    expect(await screen.findByText('Invitation sent again to +90 532 444 55 66')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'store/saveStaff', body: { storeId: STORE, gsm: INVITED.gsm, position: 'chef' } }]);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Not signed up yet/ })).toHaveTextContent('Invitation sent'),
    );
  });
});
