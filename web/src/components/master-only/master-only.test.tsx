import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { setUser } from '../../lib/session';
import { renderAt } from '../../test/render-at';
import { MasterOnly } from './master-only';

/** The master screen at the last of `entries`, opened from the ones before. */
const renderMasterScreen = (entries: string[]) =>
  renderAt(
    entries[entries.length - 1]!,
    <MasterOnly>
      <h1>Platform screen</h1>
    </MasterOnly>,
    { before: entries.slice(0, -1), others: { $: <p>another screen</p> } },
  );

describe('MasterOnly', () => {
  it('draws the screen for a master user', async () => {
    setUser({ id: 'm1', name: 'Sofra Yönetici', isMaster: true } as User);
    const { router } = await renderMasterScreen(['/main/only-masters']);
    expect(await screen.findByRole('heading', { name: 'Platform screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main/only-masters');
  });

  it('tells anyone else they have no access and sends them back, or to the dashboard when there is no back', async () => {
    setUser({ id: 'u1', name: 'Ayşe', isMaster: false } as User);
    const first = await renderMasterScreen(['/main/owned-stores', '/main/only-masters']);
    expect(await screen.findByText('You do not have access to this module!')).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/main/owned-stores'));
    expect(screen.getByText('another screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Platform screen' })).not.toBeInTheDocument();
    first.unmount();

    const { router } = await renderMasterScreen(['/main/only-masters']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/report-dashboard'));
    expect(screen.queryByRole('heading', { name: 'Platform screen' })).not.toBeInTheDocument();
  });
});
