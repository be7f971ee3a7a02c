import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { ModalsProvider } from '@mantine/modals';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../test/render';
import { toRows } from './week-hours';
import { WeekHoursModal } from './week-hours-modal';
import { typeValue } from '../../../test/type-value';

const week = (open = '10:00', close = '22:00'): WorkingHour[] =>
  [6, 5, 4, 3, 2, 1, 0].map((day) => ({ day, open, close, closed: day === 6 }));

const renderModal = (props: Partial<Parameters<typeof WeekHoursModal>[0]> = {}) => {
  const onSave = props.onSave ?? vi.fn().mockResolvedValue(undefined);
  const onClose = props.onClose ?? vi.fn();
  renderWithProviders(
    <ModalsProvider>
      <WeekHoursModal opened title="Weekly working hours" hours={week()} {...props} onSave={onSave} onClose={onClose} />
    </ModalsProvider>,
  );
  return { onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Weekly working hours' }) };
};

const row = (name: RegExp) => screen.getByRole('row', { name });
const setTime = (input: HTMLElement, value: string) => {
  typeValue(input, value);
  fireEvent.blur(input);
};

describe('week hours', () => {
  it('fills a store without hours with 09:00–23:00, open, Monday first', () => {
    expect(toRows(undefined)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '23:00', closed: false })),
    );
    expect(toRows([{ day: 2, open: '08:00', close: '12:00' }])[2]).toEqual({
      day: 2,
      open: '08:00',
      close: '12:00',
      closed: false,
    });
  });
});

describe('WeekHoursModal', () => {
  it('shows seven rows, Monday first, with the saved times', () => {
    renderModal();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(row(/Monday/)).getByLabelText('Open')).toHaveValue('10:00');
    expect(within(row(/Monday/)).getByLabelText('Close')).toHaveValue('22:00');
    expect(within(row(/Sunday/)).getByLabelText('Closed')).toBeChecked();
    expect(within(row(/Sunday/)).getByLabelText('Open')).toBeDisabled();
  });

  it('closes at once when nothing changed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Notification' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: No stays, Yes discards and closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    setTime(within(row(/Monday/)).getByLabelText('Open'), '11:30');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Notification' });
    expect(confirm).toHaveTextContent('You have unsaved changes. Do you want to leave?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notification' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(row(/Monday/)).getByLabelText('Open')).toHaveValue('11:30');

    // Undoing the change makes the form pristine again: no question.
    setTime(within(row(/Monday/)).getByLabelText('Open'), '10:00');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Yes in the confirmation discards the changes and closes', async () => {
    const user = userEvent.setup();
    const { onClose, onSave } = renderModal();
    await user.click(within(row(/Tuesday/)).getByLabelText('Closed'));
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    const confirm = await screen.findByRole('dialog', { name: 'Notification' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reads a close before the open as the next day and 00:00–00:00 as open all day, without moving the times', () => {
    renderModal();
    const monday = row(/Monday/);
    setTime(within(monday).getByLabelText('Open'), '18:00');
    setTime(within(monday).getByLabelText('Close'), '02:00');
    expect(within(monday).getByLabelText('Open')).toHaveValue('18:00');
    expect(within(monday).getByLabelText('Close')).toHaveValue('02:00');
    expect(within(monday).getByLabelText('Close')).toHaveAccessibleDescription('next day');
    setTime(within(monday).getByLabelText('Open'), '00:00');
    setTime(within(monday).getByLabelText('Close'), '00:00');
    expect(within(monday).getByLabelText('Close')).toHaveAccessibleDescription('Open all day');
    expect(within(row(/Tuesday/)).getByLabelText('Close')).not.toHaveAccessibleDescription();
  });

  it('refuses a day that closes when it opens, and saves a night past midnight in day order', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = renderModal();
    const monday = row(/Monday/);
    setTime(within(monday).getByLabelText('Close'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(monday).findByRole('alert')).toHaveTextContent(
      'Closing time cannot be the same as opening time (00:00–00:00 is open all day).',
    );
    expect(onSave).not.toHaveBeenCalled();

    setTime(within(monday).getByLabelText('Open'), '18:00');
    setTime(within(monday).getByLabelText('Close'), '02:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const saved = (onSave as ReturnType<typeof vi.fn>).mock.calls[0]![0] as WorkingHour[];
    expect(saved.map((r) => r.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(saved[0]).toEqual({ day: 0, open: '18:00', close: '02:00', closed: false });
    expect(saved[6]!.closed).toBe(true);
    expect(await screen.findByText('Updated Successfully!')).toBeInTheDocument();
  });

  it("refuses a night that runs past the next day's opening", async () => {
    const user = userEvent.setup();
    const { onSave } = renderModal();
    const friday = row(/Friday/);
    setTime(within(friday).getByLabelText('Open'), '20:00');
    setTime(within(friday).getByLabelText('Close'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(friday).findByRole('alert')).toHaveTextContent("Closes after the next day's opening time.");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("copies one day's hours and closed switch to every day", async () => {
    const user = userEvent.setup();
    const { onSave } = renderModal();
    const wednesday = row(/Wednesday/);
    setTime(within(wednesday).getByLabelText('Open'), '17:30');
    setTime(within(wednesday).getByLabelText('Close'), '01:00');
    await user.click(within(wednesday).getByRole('button', { name: "Copy Wednesday's hours to all days" }));
    for (const day of [/Monday/, /Thursday/, /Sunday/]) {
      expect(within(row(day)).getByLabelText('Open')).toHaveValue('17:30');
      expect(within(row(day)).getByLabelText('Close')).toHaveValue('01:00');
      expect(within(row(day)).getByLabelText('Closed')).not.toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = (onSave as ReturnType<typeof vi.fn>).mock.calls[0]![0] as WorkingHour[];
    expect(saved).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '17:30', close: '01:00', closed: false })));
  });

  it('marks the day the server refused and keeps the modal open', async () => {
    const user = userEvent.setup();
    const refused = new ApiError('validation_failed', 'day 2', 400, [{ path: 'workingHours.2.close', code: 'custom' }]);
    const { onClose } = renderModal({ onSave: vi.fn().mockRejectedValue(refused) });
    setTime(within(row(/Wednesday/)).getByLabelText('Close'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row(/Wednesday/)).findByRole('alert')).toHaveTextContent('This value is not valid');
    expect(within(row(/Monday/)).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed save says so and keeps the modal open with the changes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ onSave: vi.fn().mockRejectedValue(new Error('boom')) });
    setTime(within(row(/Friday/)).getByLabelText('Close'), '23:45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There was an error!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(row(/Friday/)).getByLabelText('Close')).toHaveValue('23:45');
  });
});
