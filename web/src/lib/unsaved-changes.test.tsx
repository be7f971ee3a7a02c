import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render-at';
import { confirmDiscardChanges, hasUnsavedChanges, useUnsavedChanges } from './unsaved-changes';
import { urls } from './urls';

function EditScreen() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Name
        <input value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      <Link to={urls.main.profile}>Other page</Link>
    </>
  );
}

/** The edit screen, opened from another page (Back goes there). */
const renderApp = (at: { browser?: boolean } = {}) =>
  renderAt(
    urls.main.storeSettings,
    <ModalsProvider>
      <EditScreen />
    </ModalsProvider>,
    {
      ...at,
      before: [urls.main.reportDashboard],
      others: { [urls.main.profile]: <p>Other screen</p>, [urls.main.reportDashboard]: <p>Previous screen</p> },
    },
  );

describe('useUnsavedChanges', () => {
  it('leaves at once without changes', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with changes: No stays with the edit, Yes leaves', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp();
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

  it("asks on the browser's Back with changes: No stays with the edit, Yes goes back", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ browser: true });
    await user.type(screen.getByLabelText('Name'), 'Kebap');

    act(() => window.history.back());
    let dialog = await screen.findByRole('dialog', { name: 'Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveValue('Kebap');
    // The browser is back on the form's entry.
    await waitFor(() => expect(window.location.pathname).toBe(urls.main.storeSettings));

    act(() => window.history.back());
    dialog = await screen.findByRole('dialog', { name: 'Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Previous screen')).toBeInTheDocument();
    expect(window.location.pathname).toBe(urls.main.reportDashboard);
    expect(hasUnsavedChanges()).toBe(false);
    router.history.destroy();
  });

  it("asks the browser's question on closing the tab only while there are changes", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ browser: true });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Kebap');
    expect(closing()).toBe(true);
    await user.clear(screen.getByLabelText('Name'));
    expect(closing()).toBe(false);
    router.history.destroy();
  });

  it('lets a store switch ask the same question; nothing to ask once the edit is undone', async () => {
    const user = userEvent.setup();
    await renderApp();
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
