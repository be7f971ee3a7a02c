import { ModalsProvider } from '@mantine/modals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Day } from '@sofra/contracts/closing/closing.schemas';
import { renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { CloseForm } from './close-form';

const figures = {
  folios: 3,
  revenue: 120_000,
  gross: 110_000,
  discounts: 0,
  gifts: 0,
  voids: 0,
  serviceFee: 10_000,
  tips: 3_500,
  covers: 3,
  averagePerGuest: 40_000,
  cancelled: 0,
  cancelledAmount: 0,
  byPaymentType: [],
  byDepartment: [],
  byTaxRate: [],
};
const dayOf = (over: Partial<Day> = {}): Day => ({
  storeId: 's1',
  businessDay: '2026-12-02',
  today: '2026-12-02',
  state: 'open',
  figures,
  cashSales: 70_000,
  cashTips: 2_000,
  openBills: [],
  closes: [],
  openShifts: [],
  ...over,
});

const renderForm = (day: Day, onClose = vi.fn().mockResolvedValue(undefined)) => {
  renderWithProviders(
    <InRouter at="/main/end-of-day">
      <ModalsProvider>
        <CloseForm day={day} currency="TRY" onClose={onClose} />
      </ModalsProvider>
    </InRouter>,
  );
  return onClose;
};

describe('CloseForm', () => {
  it('shows what the drawer should hold and asks why when the count is short, then closes with the count', async () => {
    const user = userEvent.setup();
    const onClose = renderForm(dayOf());
    const count = screen.getByRole('region', { name: 'Count the drawer' });
    await user.type(within(count).getByRole('textbox', { name: 'Float' }), '500');
    expect(count).toHaveTextContent(
      'Expected in the drawer: ₺1,220.00 (float + cash sales ₺700.00 + cash tips ₺20.00)',
    );
    await user.type(within(count).getByRole('textbox', { name: /Counted cash/ }), '1210');
    expect(within(count).getByRole('status')).toHaveTextContent('The drawer is ₺10.00 short.');
    await user.click(within(count).getByRole('button', { name: 'Close the day' }));
    expect(await within(count).findByText('Say why the drawer is over or short.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(within(count).getByRole('textbox', { name: /Reason for the difference/ }), 'Bozuk para');
    await user.click(within(count).getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the day?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(onClose).toHaveBeenCalledWith({
      businessDay: '2026-12-02',
      float: 50_000,
      counted: 121_000,
      reason: 'Bozuk para',
      note: '',
    });
  });

  it('lists the bills still open instead of the count: the day closes only without them', () => {
    renderForm(dayOf({ openBills: [{ id: 'f1', number: 7, table: 'Salon 1', status: 'open', total: 25_000 }] }));
    expect(screen.getByText('A bill of this day is still open')).toBeInTheDocument();
    expect(screen.getByText('No. 7 · Salon 1 · ₺250.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the open bills' })).toHaveAttribute('href', '/main/sofra-folios');
  });
});
