import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from './router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { confirmDiscardChanges, hasUnsavedChanges, useUnsavedChanges } from './unsaved-changes';

function EditScreen() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Name
        <input value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <Link to="/other">Other page</Link>
    </>
  );
}

const renderApp = () =>
  renderWithProviders(
    <ModalsProvider>
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route path="/edit" element={<EditScreen />} />
          <Route path="/other" element={<p>Other screen</p>} />
        </Routes>
      </MemoryRouter>
    </ModalsProvider>,
  );

describe('useUnsavedChanges', () => {
  it('leaves at once without changes', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with changes: No stays with the edit, Yes leaves', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp();
    await user.type(screen.getByLabelText('Name'), 'Kebap');
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    let dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Do you want to leave?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveValue('Kebap');
    expect(screen.queryByText('Other screen')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    dialog = await screen.findByRole('dialog', { name: 'Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
    unmount();
  });

  it('lets a store switch ask the same question; nothing to ask once the edit is undone', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(screen.getByLabelText('Name'), 'x');
    const answer = confirmDiscardChanges();
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.getByLabelText('Name')).toHaveValue('x');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notification' })).toBeNull());

    await user.clear(screen.getByLabelText('Name'));
    await expect(confirmDiscardChanges()).resolves.toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Notification' })).toBeNull();
  });
});
