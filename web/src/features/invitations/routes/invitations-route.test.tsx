import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@sofra/contracts/auth/auth.schemas';
import { ownedStoresQuery } from '../../../lib/active-store';
import { queryClient } from '../../../lib/query-client';
import { getSession, reloadSession } from '../../../lib/session';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { Component as Invitations } from './invitations-route';

const staffInvitation: Invitation = {
  kind: 'staff',
  storeId: 's1',
  storeName: 'Karaköy Meyhanesi',
  city: 'İstanbul',
  town: 'Beyoğlu',
  invitedBy: { name: 'Ayşe Demir', gsm: '+905321112233' },
  position: 'waiter',
  createDate: '2026-03-02T10:00:00.000Z',
  status: 'pending',
};
const ownerInvitation: Invitation = {
  kind: 'owner',
  storeId: 's2',
  storeName: 'Moda Kahve Evi',
  city: 'İstanbul',
  town: 'Kadıköy',
  invitedBy: { name: '', gsm: '+905324445566' },
  position: null,
  createDate: '2026-03-03T10:00:00.000Z',
  status: 'pending',
};

describe('Invitations page', { timeout: 30_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let pending: Invitation[];
  let owned: { storeId: string; storeInfo: { id: string; name: string; status: string } }[];

  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    queryClient.clear();
    calls.length = 0;
    pending = [staffInvitation, ownerInvitation];
    owned = [];
    const answer = (b: unknown) => {
      const { storeId, kind } = b as { storeId: string; kind: string };
      const found = pending.find((i) => i.storeId === storeId && i.kind === kind);
      if (!found) return { status: 404, body: { code: 'invitation_not_found', desc: 'gone' } };
      pending = pending.filter((i) => i !== found);
      return { body: { message: 'ok' }, found };
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getInvitations': () => ({ body: pending }),
        'user/getOwnedStores': () => ({ body: owned }),
        'store/storeInfo': (b) => ({
          body: { id: (b as { id: string }).id, name: 'Karaköy Meyhanesi', status: 'open' },
        }),
        'user/acceptInvitation': (b) => {
          calls.push({ path: 'accept', body: b });
          const { found, ...rest } = answer(b);
          if (found)
            owned.push({
              storeId: found.storeId,
              storeInfo: { id: found.storeId, name: found.storeName, status: 'open' },
            });
          return rest;
        },
        'user/declineInvitation': (b) => {
          calls.push({ path: 'decline', body: b });
          const { found: _found, ...rest } = answer(b);
          return rest;
        },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <InRouter>
            <Invitations />
          </InRouter>
        </ModalsProvider>
      </QueryClientProvider>,
    );

  it('lists each invitation: store, place, role, who invited and when', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Karaköy Meyhanesi');
    expect(first).toHaveTextContent('Beyoğlu, İstanbul');
    expect(first).toHaveTextContent('Staff: Waiter');
    expect(first).toHaveTextContent('Invited by Ayşe Demir.');
    expect(first).toHaveTextContent('Sent on 02/03/2026.');
    expect(second).toHaveAccessibleName('Moda Kahve Evi');
    expect(second).toHaveTextContent('Co-owner');
    // No name: the inviter's number.
    expect(second).toHaveTextContent('Invited by +90 532 444 55 66.');
  });

  it('accepting joins the store: it becomes the active store and the store list is read again', async () => {
    const user = userEvent.setup();
    renderPage();
    queryClient.setQueryData(ownedStoresQuery().queryKey, []);
    const card = await screen.findByRole('listitem', { name: 'Karaköy Meyhanesi' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You have joined Karaköy Meyhanesi')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'accept', body: { storeId: 's1', kind: 'staff' } }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Karaköy Meyhanesi' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Moda Kahve Evi' })).toBeInTheDocument();
    expect(getSession().activeStoreId).toBe('s1');
    // The store picker (the shell observes this query) reads the list again at once.
    expect(queryClient.getQueryState(ownedStoresQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('declining asks first; cancelling keeps the invitation, confirming removes it', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Moda Kahve Evi' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline invitation' });
    expect(dialog).toHaveTextContent('Decline the invitation to Moda Kahve Evi?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline invitation' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await screen.findByText('Invitation to Moda Kahve Evi declined')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'decline', body: { storeId: 's2', kind: 'owner' } }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Moda Kahve Evi' })).toBeNull());
    expect(getSession().activeStoreId).toBeNull();
  });

  it('an expired invitation says so, cannot be accepted, and can still be declined', async () => {
    pending = [{ ...staffInvitation, status: 'expired' }, ownerInvitation];
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Karaköy Meyhanesi' });
    expect(card).toHaveTextContent('Expired');
    expect(card).toHaveTextContent(
      'This invitation has expired and can no longer be accepted. Ask Ayşe Demir to send it again.',
    );
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Moda Kahve Evi' });
    expect(other).not.toHaveTextContent('Expired');
    expect(within(other).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('says so when there is nothing to answer', async () => {
    pending = [];
    renderPage();
    expect(await screen.findByText('You have no pending invitations.')).toBeInTheDocument();
  });

  it('an invitation the owner cancelled meanwhile is explained and dropped from the list', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Karaköy Meyhanesi' });
    pending = [ownerInvitation];
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation no longer exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Karaköy Meyhanesi' })).toBeNull());
    expect(getSession().activeStoreId).toBeNull();
  });

  it('a list that could not be loaded says so, and Reload asks again', async () => {
    const user = userEvent.setup();
    let failing = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getInvitations': () =>
          failing ? { status: 500, body: { code: 'internal_error', desc: 'down' } } : { body: pending },
        'user/getOwnedStores': () => ({ body: owned }),
      }),
    );
    renderPage();
    expect(await screen.findByText(/invitations could not be loaded/i)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('listitem', { name: 'Karaköy Meyhanesi' })).toBeInTheDocument();
  });
});
