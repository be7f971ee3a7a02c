import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { reservationPointKeys } from '../api/reservation-points-api';
import { PointForm } from './point-form';
import { STORE, storeTables } from '../test-tables';

const TABLES = storeTables();
const TERRACE: ReservationPoint = {
  id: 'p1',
  storeId: STORE,
  name: 'Teras',
  kind: 'area',
  tableId: null,
  sectionId: null,
  minParty: 2,
  maxParty: 8,
  combinable: true,
  slots: [
    { upTo: 2, minutes: 90 },
    { upTo: 8, minutes: 150 },
  ],
  bufferMinutes: 15,
  windows: [{ day: 4, from: '21:00', to: '01:00' }],
  active: true,
};

describe('the reservation point form', { timeout: 60_000 }, () => {
  const saved: unknown[] = [];
  let refuse: { status: number; body: unknown } | null = null;
  const onSaved = vi.fn();

  beforeEach(() => {
    saved.length = 0;
    refuse = null;
    onSaved.mockReset();
    queryClient.clear();
    // The page has read the floor before the dialog opens.
    queryClient.setQueryData(reservationPointKeys.tables(STORE), TABLES);
    queryClient.setQueryData(reservationPointKeys.sections(STORE), [
      { id: 'sec1', storeId: STORE, name: 'Bahçe', staffs: [], tables: [] },
    ]);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'reservation/savePoint': (body) => {
          saved.push(body);
          if (refuse) return refuse;
          return { body: { ...TERRACE, ...(body as object), id: 'p9', tableId: null, sectionId: null } };
        },
        'reservation/getPoints': () => ({ body: [] }),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (record: ReservationPoint | null = null) =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <PointForm storeId={STORE} record={record} onClose={() => {}} onSaved={onSaved} />
      </QueryClientProvider>,
    );

  it('adds a point on a table with two slot lengths and booking hours past midnight', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    // A store with tables starts on a table point; picking the table names the point after it.
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveValue('table');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Table/ }), 't2');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Salon / Masa 2');

    // Slot lengths: one row to start with, a second one added.
    expect(screen.getAllByTestId('slot-rule')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    const firstUpTo = screen.getByRole('textbox', { name: 'Party size up to, row 1' });
    await user.clear(firstUpTo);
    await user.type(firstUpTo, '2');
    await user.click(screen.getByRole('button', { name: 'Add a party size' }));
    expect(screen.getAllByTestId('slot-rule')).toHaveLength(2);
    // The new row follows the last: a larger party, longer.
    expect(screen.getByRole('textbox', { name: 'Party size up to, row 2' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Minutes, row 2' })).toHaveValue('120');
    await user.clear(screen.getByRole('textbox', { name: 'Party size up to, row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Party size up to, row 2' }), '4');

    // Booking hours: none means the working hours; Friday 21:00–01:00 says it ends the next day.
    expect(screen.getByText('No booking hours: bookings may start whenever the store is open.')).toBeInTheDocument();
    expect(
      screen.getByText(/Overnight hours are allowed: an end before the start runs past midnight/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add booking hours' }));
    const window1 = screen.getAllByTestId('booking-window')[0]!;
    expect(within(window1).getByRole('combobox', { name: 'Day, booking hours 1' })).toHaveValue('4');
    fireEvent.change(screen.getByLabelText('From, booking hours 1'), { target: { value: '21:00' } });
    fireEvent.change(screen.getByLabelText('To, booking hours 1'), { target: { value: '01:00' } });
    expect(within(window1).getByText('next day')).toBeInTheDocument();
    // A second window follows on the next day, at the same times; removed again.
    await user.click(screen.getByRole('button', { name: 'Add booking hours' }));
    expect(screen.getByRole('combobox', { name: 'Day, booking hours 2' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Remove booking hours 2' }));
    expect(screen.getAllByTestId('booking-window')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]).toEqual({
      storeId: STORE,
      name: 'Salon / Masa 2',
      kind: 'table',
      tableId: 't2',
      sectionId: null,
      minParty: 1,
      maxParty: 4,
      combinable: false,
      slots: [
        { upTo: 2, minutes: 90 },
        { upTo: 4, minutes: 120 },
      ],
      bufferMinutes: 15,
      windows: [{ day: 4, from: '21:00', to: '01:00' }],
      active: true,
    });
  });

  it('edits a point whole, with its id, and removes a slot length', async () => {
    const user = userEvent.setup({ delay: null });
    show(TERRACE);
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveValue('area');
    expect(screen.queryByRole('combobox', { name: /^Table/ })).toBeNull();
    expect(screen.getAllByTestId('slot-rule')).toHaveLength(2);
    expect(screen.getByText('next day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({
      id: 'p1',
      kind: 'area',
      tableId: null,
      combinable: true,
      slots: [{ upTo: 2, minutes: 90 }],
      windows: [{ day: 4, from: '21:00', to: '01:00' }],
    });
  });

  it('says the contract’s own rules under their fields, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pencere önü');
    const min = screen.getByRole('textbox', { name: /^Smallest party/ });
    await user.clear(min);
    await user.type(min, '6');
    const minutes = screen.getByRole('textbox', { name: 'Minutes, row 1' });
    await user.clear(minutes);
    await user.type(minutes, '100');
    await user.click(screen.getByRole('button', { name: 'Add booking hours' }));
    fireEvent.change(screen.getByLabelText('From, booking hours 1'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The smallest party cannot be larger than the largest')).toBeInTheDocument();
    expect(screen.getByText('15 to 720 minutes, in steps of 15')).toBeInTheDocument();
    // A table point without its table.
    expect(screen.getByRole('combobox', { name: /^Table/ })).toHaveAccessibleDescription(/Choose a table/);
    expect(screen.getByLabelText('From, booking hours 1')).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  it('says a name or table already taken under the name', async () => {
    const user = userEvent.setup({ delay: null });
    refuse = { status: 409, body: { code: 'conflict', desc: 'a point named "Teras" exists already' } };
    show(TERRACE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another point already has this name or stands for this table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
