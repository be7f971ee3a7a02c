import { useMemo, useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { onDesktopScreen } from '../../test/desktop';
import { DataGrid, type DataGridColumn } from './data-grid';

interface Row {
  id: string;
  group: string;
  name: string;
  action: string;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `s${i + 1}`,
  group: i < 20 ? 'Salon' : 'Bahçe',
  name: `Masa ${i + 1}`,
  action: 'take-away',
}));

function Harness({ onRowSave }: { onRowSave: (draft: Row) => Promise<boolean> }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rows, setRows] = useState(ROWS);
  const columns = useMemo<DataGridColumn<Row>[]>(
    () => [
      { accessor: 'group', title: 'Group', filter: true, searchable: true, sortable: true },
      { accessor: 'name', title: 'Table', filter: true, searchable: true },
      {
        accessor: 'action',
        title: 'Start action',
        editor: ({ draft, set, label }) => (
          <NativeSelect
            aria-label={label}
            data={['take-away', 'in-store']}
            value={draft.action}
            onChange={(e) => set({ action: e.currentTarget.value })}
          />
        ),
      },
    ],
    [],
  );
  return (
    <>
      <p>{selected.size} chosen</p>
      <DataGrid<Row>
        label="Tables"
        records={rows}
        columns={columns}
        selection={{ selected, onChange: setSelected }}
        onRowSave={async (draft) => {
          const ok = await onRowSave(draft);
          if (ok) setRows((rs) => rs.map((r) => (r.id === draft.id ? draft : r)));
          return ok;
        }}
      />
    </>
  );
}

// A phone: every media query matches, `max-width: 425px` included.
onDesktopScreen(() => true);

describe('DataGrid on a phone', { timeout: 60_000 }, () => {
  it('shows each row as a card with the column titles and values, and no table', () => {
    renderWithProviders(<Harness onRowSave={vi.fn()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Tables' })).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    const first = cards[0]!;
    expect(
      within(first)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Group', 'Table', 'Start action']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Salon', 'Masa 1', 'take-away']);
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
  });

  it('edits a row from its card: Edit, change, Save', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowSave = vi.fn(async () => true);
    renderWithProviders(<Harness onRowSave={onRowSave} />);
    const card = () => within(screen.getByRole('list', { name: 'Tables' })).getAllByRole('listitem')[2]!;
    await user.click(within(card()).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(within(card()).getByRole('combobox', { name: 'Start action' }), 'in-store');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(onRowSave).toHaveBeenCalledWith(expect.objectContaining({ id: 's3', action: 'in-store' }));
    // The saved row's card is drawn anew: each look finds the card there is now.
    await waitFor(() => expect(within(card()).getByText('in-store')).toBeInTheDocument());
  });

  it('pages, filters, sorts and selects without a table', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onRowSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bahçe Masa 21' }));
    expect(screen.getByText('1 chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter and sort' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Group, A to Z');
    const cards = within(screen.getByRole('list', { name: 'Tables' })).getAllByRole('listitem');
    expect(within(cards[0]!).getAllByRole('definition')[0]!.textContent).toBe('Bahçe');
    await user.type(screen.getByRole('textbox', { name: 'Filter Table' }), 'masa 2');
    // Masa 2, Masa 20–25.
    expect(await screen.findByText('1–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('without pages: every card, no page controls; a column kept off the phone is not on the cards', () => {
    renderWithProviders(
      <DataGrid<Row>
        label="Tables"
        records={ROWS}
        columns={[
          { accessor: 'name', title: 'Table' },
          { accessor: 'action', title: 'Start action', onPhone: false },
        ]}
        paged={false}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Tables' })).getAllByRole('listitem');
    expect(cards).toHaveLength(ROWS.length);
    expect(within(cards[0]!).queryByText('Start action')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });
});
