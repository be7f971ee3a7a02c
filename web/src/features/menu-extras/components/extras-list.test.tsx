import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { onDesktopScreen } from '../../../test/desktop';
import { ExtrasList, type ExtrasListProps } from './extras-list';

const STORE = 's1';

interface Sauce {
  id: string;
  name: string;
}

const SAUCES: Sauce[] = [
  { id: 'a', name: 'Garlic' },
  { id: 'b', name: 'Chili' },
];

onDesktopScreen();

describe('Menu extras list', { timeout: 30_000 }, () => {
  const deleted: string[] = [];

  beforeEach(() => {
    deleted.length = 0;
    queryClient.clear();
    setActiveStoreId(STORE);
    vi.stubGlobal('fetch', fakeApi({ 'store/storeInfo': () => ({ body: { id: STORE, name: 'Moda' } }) }));
  });
  afterEach(() => {
    // The list goes before its doubles: still mounted, it would read again through the real fetch.
    cleanup();
    vi.unstubAllGlobals();
    setActiveStoreId(null);
  });

  const renderList = (props: Partial<ExtrasListProps<Sauce>> = {}) =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        {/* Confirmations open through the modals manager, as in the app's shell. */}
        <ModalsProvider>
          <ExtrasList<Sauce>
            title="Sauces"
            queries={[]}
            loadFailedText="The sauces could not be loaded."
            records={SAUCES}
            columns={[{ accessor: 'name', title: 'Name', searchable: true }]}
            fetching={false}
            empty={null}
            add={{ label: 'New sauce' }}
            remove={{
              texts: 'menuExtras.variations',
              attached: (s) => (s.id === 'b' ? 2 : 0),
              run: async (s) => void deleted.push(s.id),
            }}
            dialogTitle={(s) => (s ? `Edit sauce ${s.name}` : 'New sauce')}
            form={({ record, onClose, onSaved }) => (
              <>
                <p>{record ? `Editing ${record.name}` : 'Adding'}</p>
                <button onClick={onSaved}>Save</button>
                <button onClick={onClose}>Cancel</button>
              </>
            )}
            {...props}
          />
        </ModalsProvider>
      </QueryClientProvider>,
    );

  /** Renders the list with its two rows and clicks one row's action; answers the user, to go on. */
  const clickRowAction = async (name: string) => {
    const user = userEvent.setup({ delay: null });
    renderList();
    const grid = await screen.findByRole('table', { name: 'Sauces' });
    await user.click(within(grid).getByRole('button', { name }));
    return user;
  };

  it('edits a row in the dialog and tells that it was saved', async () => {
    const user = await clickRowAction('Edit Chili');
    const dialog = await screen.findByRole('dialog', { name: 'Edit sauce Chili' });
    expect(within(dialog).getByText('Editing Chili')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit sauce Chili' })).not.toBeInTheDocument());
  });

  it('deletes a row only once asked, and tells that it is gone', async () => {
    const user = await clickRowAction('Delete Garlic');
    const ask = await screen.findByRole('dialog', { name: 'Delete variation' });
    expect(within(ask).getByText('Delete the variation Garlic?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Garlic deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['a']);
  });

  it('says how many products and groups lose a row that is offered', async () => {
    await clickRowAction('Delete Chili');
    const ask = await screen.findByRole('dialog', { name: 'Delete variation' });
    expect(
      within(ask).getByText(
        'Delete the variation Chili? The 2 products and groups offering it will no longer offer it.',
      ),
    ).toBeInTheDocument();
  });

  it('offers adding from the empty notice, and the title button once there are rows', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderList({
      records: [],
      empty: { title: 'No sauces yet', hint: 'A sauce goes with a product.' },
    });
    expect(await screen.findByText('No sauces yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // One add button: in the notice, not also at the title.
    await user.click(screen.getByRole('button', { name: 'New sauce' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sauce' });
    expect(within(dialog).getByText('Adding')).toBeInTheDocument();
    unmount();

    renderList();
    await screen.findByRole('table', { name: 'Sauces' });
    expect(screen.getByRole('button', { name: 'New sauce' })).toBeEnabled();
  });

  it('has neither add nor delete on a screen that only edits', async () => {
    renderList({ add: undefined, remove: undefined, above: <p>Pick a group</p> });
    const grid = await screen.findByRole('table', { name: 'Sauces' });
    expect(screen.getByText('Pick a group')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Edit Garlic' })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Delete Garlic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New sauce' })).not.toBeInTheDocument();
  });
});
