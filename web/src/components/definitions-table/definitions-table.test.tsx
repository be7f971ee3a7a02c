import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { storeInfoQuery } from '../../lib/active-store';
import { queryClient } from '../../lib/query-client';
import { setActiveStoreId, setUser } from '../../lib/session';
import { onDesktopScreen } from '../../test/desktop';
import { renderWithProviders } from '../../test/render';
import { InRouter } from '../../test/render-at';
import {
  DefinitionsTable,
  type DefinitionColumn,
  type DefinitionFormProps,
  type DefinitionsDelete,
} from './definitions-table';
import { runTour } from './intro-tour';

// The real tour (driver.js), watched: a tour is started synchronously when a screen decides to show it.
vi.mock('./intro-tour', async (real) => {
  const tour = await real<typeof import('./intro-tour')>();
  return { ...tour, runTour: vi.fn(tour.runTour) };
});

onDesktopScreen();

interface Reason {
  id: string;
  name: string;
  wasted: boolean;
}

/** 12 reasons: two pages of 10. */
const REASONS: Reason[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Reason ${String(i + 1).padStart(2, '0')}`,
  wasted: i % 2 === 0,
}));

function ReasonForm({ record, onClose, onSaved }: DefinitionFormProps<Reason>) {
  return (
    <div>
      <p>editing {record?.name ?? 'nothing'}</p>
      <Button onClick={onClose}>Cancel</Button>
      <Button onClick={onSaved}>Save</Button>
    </div>
  );
}

function Screen({
  onDelete,
  screenName = 'reasons',
}: {
  onDelete: (t: DefinitionsDelete) => Promise<unknown>;
  screenName?: string;
}) {
  const [rows, setRows] = useState(REASONS);
  const columns = useMemo<DefinitionColumn<Reason>[]>(
    () => [
      { accessor: 'name', title: 'Name', sortable: true, hideable: false },
      { accessor: 'wasted', title: 'Wasted', text: (r) => (r.wasted ? 'Yes' : 'No') },
    ],
    [],
  );
  const texts = useMemo(
    () => ({
      title: 'Deletion reasons',
      noStore: 'Add a store first',
      add: 'New reason',
      edit: 'Edit reason',
      intro: 'Why products are deleted.',
    }),
    [],
  );
  return (
    <DefinitionsTable<Reason>
      screen={screenName}
      texts={texts}
      list={{ data: rows, isPending: false, isError: false, isFetching: false, refetch: vi.fn() }}
      columns={columns}
      Form={ReasonForm}
      onDelete={async (target) => {
        await onDelete(target);
        const gone = 'id' in target ? [target.id] : target.ids;
        setRows((rs) => rs.filter((r) => !gone.includes(r.id)));
      }}
    />
  );
}

const show = (props: Parameters<typeof Screen>[0]) =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <InRouter>
          <Screen {...props} />
        </InRouter>
      </ModalsProvider>
    </QueryClientProvider>,
  );

const grid = () => screen.getByRole('table', { name: 'Deletion reasons' });
/** The tour's stop, a dialog named by its title. */
const tourStop = (name: string | RegExp) => screen.findByRole('dialog', { name });

beforeEach(() => {
  setUser({ id: 'u1', name: 'Ayşe' } as User);
  setActiveStoreId('s1');
  queryClient.setQueryData(storeInfoQuery('s1').queryKey, { id: 's1', name: 'Moda Lokantası' } as Store);
});

afterEach(() => {
  document.querySelectorAll('.driver-popover, .driver-overlay').forEach((e) => e.remove());
  setActiveStoreId(null);
  queryClient.clear();
  localStorage.clear();
});

/** Marks the definitions tour as seen, so a test about something else is not covered by it. */
const tourSeen = () => localStorage.setItem('sofra.toursSeen', JSON.stringify({ u1: { definitions: true } }));

describe('DefinitionsTable', () => {
  it('shows the title, back button, add button and the first page of 10 rows with a filter per column', () => {
    tourSeen();
    show({ onDelete: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Deletion reasons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/main/report-dashboard');
    expect(screen.getByRole('button', { name: 'New reason' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter Wasted' })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('keeps a hidden column hidden for this user and screen, across a new visit', async () => {
    tourSeen();
    const user = userEvent.setup();
    const { unmount } = show({ onDelete: vi.fn() });
    expect(within(grid()).getByText('Wasted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The name column names the row: it is not offered.
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Wasted' }));
    expect(screen.getByRole('checkbox', { name: 'Wasted' })).not.toBeChecked();
    expect(within(grid()).queryByText('Wasted')).toBeNull();
    expect(JSON.parse(localStorage.getItem('sofra.hiddenColumns') ?? '{}')).toEqual({ u1: { reasons: ['wasted'] } });
    unmount();

    show({ onDelete: vi.fn() });
    expect(within(grid()).queryByText('Wasted')).toBeNull();
    expect(within(grid()).getByText('Reason 01')).toBeInTheDocument();
  });

  it('shows the tour on the first visit only, and again from the help button', async () => {
    const user = userEvent.setup();
    const { unmount } = show({ onDelete: vi.fn() });
    const intro = await tourStop('Deletion reasons');
    expect(intro).toHaveTextContent('Why products are deleted.');
    await user.click(within(intro).getByRole('button', { name: /Next/ }));
    expect(await tourStop('Add')).toHaveTextContent('“New reason” opens a form for a new record.');
    await user.click(within(await tourStop('Add')).getByRole('button', { name: 'Close the tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('sofra.toursSeen') ?? '{}')).toEqual({ u1: { definitions: true } });
    unmount();

    // A second visit, of another definitions screen: no tour by itself (one for the group); the help button opens it.
    vi.mocked(runTour).mockClear();
    show({ onDelete: vi.fn(), screenName: 'departments' });
    expect(within(grid()).getByText('Reason 01')).toBeInTheDocument();
    expect(runTour).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Deletion reasons' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'How this screen works' }));
    expect(await tourStop('Deletion reasons')).toBeInTheDocument();
  });

  it('deletes the selection in one call after a confirmation, and one row from its own button', async () => {
    tourSeen();
    const user = userEvent.setup();
    const onDelete = vi.fn().mockResolvedValue({ deleted: 2 });
    show({ onDelete });
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Reason 01 Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Reason 03 Yes' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 records' });
    expect(confirm).toHaveTextContent('The 2 selected records will be deleted');
    // Cancel leaves everything as it was.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 2 records' })).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledExactlyOnceWith({ ids: ['r1', 'r3'] });
    await waitFor(() => expect(within(grid()).queryByText('Reason 01')).toBeNull());
    expect(within(grid()).queryByText('Reason 03')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(await screen.findByText('2 records deleted')).toBeInTheDocument();

    const row = within(grid()).getByRole('row', { name: /Reason 02/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const one = await screen.findByRole('dialog', { name: 'Delete record' });
    expect(one).toHaveTextContent('“Reason 02” will be deleted.');
    await user.click(within(one).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenLastCalledWith({ id: 'r2' });
    await waitFor(() => expect(within(grid()).queryByText('Reason 02')).toBeNull());
  });

  it('keeps the confirmation open when the delete is refused', async () => {
    tourSeen();
    const user = userEvent.setup();
    show({ onDelete: vi.fn().mockRejectedValue(new Error('definition_in_use')) });
    const row = within(grid()).getByRole('row', { name: /Reason 02/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.getByRole('dialog', { name: 'Delete record' })).toBeInTheDocument();
    expect(within(grid()).getByText('Reason 02')).toBeInTheDocument();
  });

  it('opens the add and edit dialog with the form', async () => {
    tourSeen();
    const user = userEvent.setup();
    show({ onDelete: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'New reason' }));
    const add = await screen.findByRole('dialog', { name: 'New reason' });
    expect(add).toHaveTextContent('editing nothing');
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New reason' })).toBeNull());

    const row = within(grid()).getByRole('row', { name: /Reason 04/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit reason' });
    expect(edit).toHaveTextContent('editing Reason 04');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit reason' })).toBeNull());
  });
});

describe('DefinitionsTable on a phone', () => {
  onDesktopScreen(() => true);

  it('selects, edits and deletes from the cards', async () => {
    tourSeen();
    const user = userEvent.setup();
    const onDelete = vi.fn().mockResolvedValue({ deleted: 1 });
    show({ onDelete });
    const cards = screen.getByRole('list', { name: 'Deletion reasons' });
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Reason 01');
    await user.click(within(card).getByRole('checkbox', { name: 'Select Reason 01 Yes' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 1 record' })).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledWith({ ids: ['r1'] });
    await waitFor(() => expect(within(cards).queryByText('Reason 01')).toBeNull());

    const next = within(cards).getAllByRole('listitem')[0]!;
    await user.click(within(next).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit reason' })).toHaveTextContent('editing Reason 02');
  });
});
