import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { defaultStaffPermissions, staffPermissionGroups } from '@sofra/contracts/core/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { staffListQuery } from '../api/staff-api';
import { StaffPermissionsModal } from './staff-permissions-modal';

const waiter: Staff = {
  userId: 'u-waiter',
  userName: 'Ali Yılmaz',
  gsm: '+905321112233',
  position: 'waiter',
  permissions: [...defaultStaffPermissions],
  status: 'active',
};

describe('StaffPermissionsModal', () => {
  let saved: unknown[];
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
    queryClient.clear();
    saved = [];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'store/saveStaffPermissions': (body) => {
          saved.push(body);
          return { body: { ...waiter, permissions: (body as { permissions: string[] }).permissions } };
        },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = (onClose = vi.fn()) => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <StaffPermissionsModal storeId="s1" member={waiter} displayName="Ali Yılmaz" onClose={onClose} />
      </QueryClientProvider>,
    );
    return onClose;
  };

  it('shows the real permissions in three tabs, with the new waiter defaults (look, not change) switched on and marked', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Ali Yılmaz' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General 1/12', 'Folio 1/7', 'Payment 0/3']);

    expect(within(dialog).getAllByRole('switch')).toHaveLength(staffPermissionGroups.general.length);
    expect(within(dialog).getByRole('switch', { name: 'See the store' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Edit the menu' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Manage tables' })).not.toBeChecked();
    expect(within(dialog).getAllByText('new waiter default')).toHaveLength(1);

    await user.click(within(dialog).getByRole('tab', { name: /Folio/ }));
    expect(within(dialog).getAllByRole('switch')).toHaveLength(staffPermissionGroups.folio.length);
    expect(within(dialog).getByRole('switch', { name: 'See folios' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Cancel folios' })).not.toBeChecked();
    expect(within(dialog).getByText('Cancel a bill')).toBeInTheDocument();
  });

  it('saves the switched-on permissions across the tabs and says so', async () => {
    const user = userEvent.setup();
    queryClient.setQueryData(staffListQuery('s1').queryKey, [waiter]);
    const onClose = open();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Ali Yılmaz' });

    await user.click(within(dialog).getByRole('switch', { name: 'See the staff' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Manage tables' }));
    await user.click(within(dialog).getByRole('tab', { name: /Folio/ }));
    await user.click(within(dialog).getByRole('switch', { name: 'Cancel folios' }));
    await user.click(within(dialog).getByRole('tab', { name: /Payment/ }));
    await user.click(within(dialog).getByRole('switch', { name: 'Take payments' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Close the day' }));
    expect(within(dialog).getByRole('tab', { name: /General/ })).toHaveTextContent('General 3/12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated Successfully!')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        storeId: 's1',
        userId: 'u-waiter',
        permissions: [
          'store.view',
          'tables.manage',
          'staff.view',
          'folios.view',
          'folios.cancel',
          'payments.take',
          'payments.close-day',
        ],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    // The list shows the saved permissions without waiting for a reload.
    expect(queryClient.getQueryData<Staff[]>(staffListQuery('s1').queryKey)?.[0]?.permissions).toContain(
      'folios.cancel',
    );
  });

  it('switching one on switches on what it needs; switching a needed one off switches off what needs it', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Ali Yılmaz' });
    const tab = (name: RegExp) => user.click(within(dialog).getByRole('tab', { name }));
    const toggle = (name: string) => user.click(within(dialog).getByRole('switch', { name }));

    // Seeing the store is what seeing the bills needs: off, both are off.
    await toggle('See the store');
    await tab(/Folio/);
    expect(within(dialog).getByRole('switch', { name: 'See folios' })).not.toBeChecked();
    // A refund needs taking payments, which needs the bills, which need the store.
    await tab(/Payment/);
    await toggle('Refund payments');
    expect(within(dialog).getByRole('switch', { name: 'Take payments' })).toBeChecked();
    expect(within(dialog).getByRole('tab', { name: /Folio/ })).toHaveTextContent('Folio 1/7');
    expect(within(dialog).getByRole('tab', { name: /General/ })).toHaveTextContent('General 1/12');
    expect(within(dialog).getAllByText('Needs: Take payments')).toHaveLength(2);
    // The bills off: taking and refunding go with them; the store stays.
    await tab(/Folio/);
    await toggle('See folios');
    expect(within(dialog).getByRole('tab', { name: /Payment/ })).toHaveTextContent('Payment 0/3');
    expect(within(dialog).getByRole('tab', { name: /General/ })).toHaveTextContent('General 1/12');
  });

  it('cancel saves nothing; restore defaults brings back a new waiter’s permissions', async () => {
    const user = userEvent.setup();
    const onClose = open();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Ali Yılmaz' });
    await user.click(within(dialog).getByRole('switch', { name: 'See the store' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Edit the store' }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore defaults' }));
    expect(within(dialog).getByRole('switch', { name: 'See the store' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Edit the store' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
