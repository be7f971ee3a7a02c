import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { setUser } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { MasterOnly } from './master-only';

function Where() {
  const l = useLocation();
  return <output aria-label="address">{l.pathname}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent ?? '';

const renderAt = (entries: string[]) =>
  renderWithProviders(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Where />
      <Routes>
        <Route
          path="/main/only-masters"
          element={
            <MasterOnly>
              <h1>Platform screen</h1>
            </MasterOnly>
          }
        />
        <Route path="*" element={<p>another screen</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('MasterOnly', () => {
  it('draws the screen for a master user', async () => {
    setUser({ id: 'm1', name: 'Sofra Yönetici', isMaster: true } as User);
    renderAt(['/main/only-masters']);
    expect(await screen.findByRole('heading', { name: 'Platform screen' })).toBeInTheDocument();
    expect(address()).toBe('/main/only-masters');
  });

  it('tells anyone else they have no access and sends them back, or to the dashboard when there is no back', async () => {
    setUser({ id: 'u1', name: 'Ayşe', isMaster: false } as User);
    const first = renderAt(['/main/owned-stores', '/main/only-masters']);
    expect(await screen.findByText('You do not have access to this module!')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/main/owned-stores'));
    expect(screen.queryByRole('heading', { name: 'Platform screen' })).not.toBeInTheDocument();
    first.unmount();

    renderAt(['/main/only-masters']);
    await waitFor(() => expect(address()).toBe('/main/report-dashboard'));
    expect(screen.queryByRole('heading', { name: 'Platform screen' })).not.toBeInTheDocument();
  });
});
