import { useMemo, useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid, type DataGridColumn } from './data-grid';
import { onDesktopScreen } from '../../test/desktop';
import { typeValue } from '../../test/type-value';

interface Row {
  id: string;
  group: string;
  name: string;
  action: string;
}

/** 45 rows: Salon 1–30 and Bahçe 1–15. */
const ROWS: Row[] = [
  ...Array.from({ length: 30 }, (_, i) => ({
    id: `s${i + 1}`,
    group: 'Salon',
    name: `Salon ${i + 1}`,
    action: 'take-away',
  })),
  ...Array.from({ length: 15 }, (_, i) => ({
    id: `b${i + 1}`,
    group: 'Bahçe',
    name: `Bahçe ${i + 1}`,
    action: 'in-store',
  })),
];

function Harness({
  onSelection,
  onRowSave,
}: {
  onSelection?: (ids: string[]) => void;
  onRowSave?: (draft: Row, original: Row) => Promise<boolean>;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rows, setRows] = useState(ROWS);
  const columns = useMemo<DataGridColumn<Row>[]>(
    () => [
      { accessor: 'group', title: 'Group', filter: true, searchable: true },
      { accessor: 'name', title: 'Table', filter: true, searchable: true, sortable: true },
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
    <DataGrid<Row>
      label="Tables"
      records={rows}
      columns={columns}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onSelection?.([...next].sort());
        },
      }}
      onRowSave={
        onRowSave &&
        (async (draft, original) => {
          const ok = await onRowSave(draft, original);
          if (ok) setRows((rs) => rs.map((r) => (r.id === draft.id ? draft : r)));
          return ok;
        })
      }
    />
  );
}

/** Typing a filter: the whole value at once (user.type would re-render the grid per key, slow under jsdom). */
const type = typeValue;

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);

onDesktopScreen();

describe('DataGrid', { timeout: 60_000 }, () => {
  it('shows 20 rows a page with the page info, and the page size can change', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(<Harness />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(names()[0]).toBe('Salon 21');
    await user.click(screen.getByRole('button', { name: '20' }));
    const fifty = await screen.findByRole('menuitem', { name: '50' });
    // The grid drawn again (a read answering, a live event) leaves the menu open where it was.
    rerender(<Harness />);
    expect(screen.getByRole('menuitem', { name: '50' })).toBe(fifty);
    await user.click(fifty);
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByText('1–45 of 45')).toBeInTheDocument();
  });

  it('filters per column and searches across columns, case-insensitively', async () => {
    renderWithProviders(<Harness />);
    type(screen.getByLabelText('Filter Group'), 'BAHÇE');
    expect(await screen.findByText('1–15 of 15')).toBeInTheDocument();
    expect(names().every((n) => n?.startsWith('Bahçe'))).toBe(true);
    type(screen.getByLabelText('Filter Table'), ' 1');
    // Bahçe 1, 10–15
    expect(await screen.findByText('1–7 of 7')).toBeInTheDocument();
    expect(names()).toEqual(['Bahçe 1', 'Bahçe 10', 'Bahçe 11', 'Bahçe 12', 'Bahçe 13', 'Bahçe 14', 'Bahçe 15']);
    type(screen.getByLabelText('Filter Group'), '');
    type(screen.getByLabelText('Filter Table'), '');
    type(screen.getByRole('textbox', { name: 'Search' }), 'salon 2');
    expect(await screen.findByText('1–11 of 11')).toBeInTheDocument();
    expect(names()).toEqual([
      'Salon 2',
      'Salon 20',
      'Salon 21',
      'Salon 22',
      'Salon 23',
      'Salon 24',
      'Salon 25',
      'Salon 26',
      'Salon 27',
      'Salon 28',
      'Salon 29',
    ]);
    type(screen.getByRole('textbox', { name: 'Search' }), '');
    type(screen.getByRole('textbox', { name: 'Search' }), 'pizza');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('keeps the selection across pages and filters, and selects all matching rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelection = vi.fn();
    renderWithProviders(<Harness onSelection={onSelection} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Salon Salon 2' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Salon Salon 21' }));
    expect(onSelection).toHaveBeenLastCalledWith(['s2', 's21']);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Salon Salon 2' })).toBeChecked();

    // The page checkbox selects this page only; the rest stays.
    await user.click(screen.getByRole('checkbox', { name: 'Select the rows of this page' }));
    expect(onSelection.mock.lastCall![0]).toHaveLength(21);

    // A filter hides rows but keeps them selected; "select all matching" adds the filtered rows.
    type(screen.getByLabelText('Filter Group'), 'bahçe');
    await user.click(await screen.findByRole('button', { name: 'Select all 15 matching' }));
    expect(onSelection.mock.lastCall![0]).toHaveLength(36);
    expect(screen.getByText('36 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSelection).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('edits a row: the editable cell becomes an input, Save saves the draft and Cancel drops it', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowSave = vi.fn(async () => true);
    renderWithProviders(<Harness onRowSave={onRowSave} />);
    const salon3 = bodyRows().find((r) => within(r).queryByText('Salon 3'))!;
    await user.click(within(salon3).getByRole('button', { name: 'Edit' }));
    // Other rows cannot start editing meanwhile.
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' })).toBeDisabled();
    await user.selectOptions(within(salon3).getByRole('combobox', { name: 'Start action' }), 'in-store');
    await user.click(within(salon3).getByRole('button', { name: 'Cancel' }));
    expect(within(salon3).getByText('take-away')).toBeInTheDocument();
    expect(onRowSave).not.toHaveBeenCalled();

    await user.click(within(salon3).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(within(salon3).getByRole('combobox', { name: 'Start action' }), 'in-store');
    await user.click(within(salon3).getByRole('button', { name: 'Save' }));
    expect(onRowSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 's3', action: 'in-store' }),
      expect.objectContaining({ id: 's3', action: 'take-away' }),
    );
    expect(await within(salon3).findByText('in-store')).toBeInTheDocument();
    expect(within(salon3).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('a failed save keeps the row in edit mode', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onRowSave={async () => false} />);
    const first = bodyRows()[0]!;
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(within(first).getByRole('combobox', { name: 'Start action' })).toBeInTheDocument();
  });

  it('with 5,000 rows renders only the page and filters them all', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: `t${i}`,
      group: i % 2 ? 'Salon' : 'Bahçe',
      name: `Masa ${i + 1}`,
      action: 'take-away',
    }));
    const columns: DataGridColumn<Row>[] = [
      { accessor: 'group', title: 'Group', filter: true, searchable: true },
      { accessor: 'name', title: 'Table', filter: true, searchable: true },
    ];
    renderWithProviders(<DataGrid<Row> label="Tables" records={many} columns={columns} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 5,000')).toBeInTheDocument();
    type(screen.getByLabelText('Filter Table'), 'masa 49');
    // Masa 49 and Masa 490–499 and Masa 4900–4999.
    expect(await screen.findByText('1–20 of 111')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
  });
});

describe('DataGrid without pages (a list the server pages, loaded with "load more")', { timeout: 60_000 }, () => {
  const columns: DataGridColumn<Row>[] = [
    { accessor: 'group', title: 'Group' },
    { accessor: 'name', title: 'Table' },
  ];

  it('shows every record, with no page controls, and a row click reaches the screen', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataGrid<Row> label="Tables" records={ROWS} columns={columns} paged={false} onRowClick={onRowClick} />,
    );
    expect(bodyRows()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 45/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Bahçe 3' }));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[32]);
  });
});
