import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard, DashboardFigures } from '@sofra/contracts/reports/reports.schemas';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { DashboardDetails } from './dashboard-details';
import { paymentShares, slice } from './shares';

const figures = (revenue: number): DashboardFigures => ({
  revenue,
  folios: 4,
  averageBill: 0,
  averagePerGuest: 0,
  guests: 4,
  gross: revenue,
  discounts: 0,
  gifts: 0,
  voids: 0,
  serviceFee: 0,
  tax: 0,
  tips: 0,
  paid: revenue,
  cancelled: 0,
  cancelledAmount: 0,
  newGuests: 0,
  returningGuests: 0,
  pointsIssued: 0,
  pointsRedeemed: 0,
  couponsUsed: 0,
});

const store = (storeId: string, storeName: string, revenue: number) => ({
  storeId,
  storeName,
  currency: '₺',
  figures: figures(revenue),
});

/** Three stores each paid in cash and by card: the server's answer has one row per payment type. */
const ALL: Dashboard = {
  from: '2026-11-01',
  to: '2026-11-07',
  previousFrom: '2026-10-25',
  previousTo: '2026-10-31',
  current: figures(90_000),
  previous: figures(0),
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, revenue: 0, folios: 0 })),
  byWeekday: Array.from({ length: 7 }, (_, weekday) => ({ weekday, revenue: 0, folios: 0 })),
  heat: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
  byPaymentType: [
    {
      key: 'cash:nakit',
      paymentTypeId: 'p-a-cash',
      name: 'Nakit',
      collectionType: 'cash',
      count: 3,
      amount: 60_000,
      tips: 0,
      stores: [
        { storeId: 'a', count: 1, amount: 30_000, tips: 0 },
        { storeId: 'b', count: 1, amount: 20_000, tips: 0 },
        { storeId: 'c', count: 1, amount: 10_000, tips: 0 },
      ],
    },
    {
      key: 'bank:kredi kartı',
      paymentTypeId: 'p-b-card',
      name: 'Kredi kartı',
      collectionType: 'bank',
      count: 3,
      amount: 30_000,
      tips: 0,
      stores: [
        { storeId: 'b', count: 2, amount: 25_000, tips: 0 },
        { storeId: 'a', count: 1, amount: 5_000, tips: 0 },
      ],
    },
  ],
  byServiceType: [{ serviceType: 'table', revenue: 90_000, folios: 6 }],
  topProducts: [
    {
      productKey: 'name:köfte',
      name: 'Köfte',
      quantity: 3,
      net: 75_000,
      stores: [
        { storeId: 'a', quantity: 2, net: 50_000 },
        { storeId: 'b', quantity: 1, net: 25_000 },
      ],
    },
  ],
  bottomProducts: [],
  perStore: [store('a', 'Kadıköy', 35_000), store('b', 'Beşiktaş', 45_000), store('c', 'Moda', 10_000)],
  reservations: {
    weeks: [
      { weekStart: '2026-10-26', bookings: 0, coversBooked: 0, coversSeated: 0, noShows: 0, noShowRate: 0 },
      { weekStart: '2026-11-02', bookings: 0, coversBooked: 0, coversSeated: 0, noShows: 0, noShowRate: 0 },
    ],
    total: { bookings: 0, coversBooked: 0, coversSeated: 0, noShows: 0, noShowRate: 0 },
  },
};

const display = { language: 'en', currency: 'TRY' };
/** A row's cells as text, the formatter's no-break spaces as plain ones. */
const cells = (row: HTMLElement) => Array.from(row.children, (c) => (c.textContent ?? '').replace(/\s/g, ' '));

describe('the dashboard over all branches', () => {
  it('gives the payment chart one labelled slice per payment type, the stores summed', () => {
    const names = new Map(ALL.perStore.map((s) => [s.storeId, s.storeName]));
    const shares = paymentShares(ALL.byPaymentType, names);
    expect(shares.map(slice)).toEqual([
      { label: 'Nakit', value: 60_000 },
      { label: 'Kredi kartı', value: 30_000 },
    ]);
    expect(shares[1]!.parts).toEqual([
      { key: 'b', label: 'Beşiktaş', value: 25_000 },
      { key: 'a', label: 'Kadıköy', value: 5_000 },
    ]);
    // One store: no breakdown.
    expect(paymentShares(ALL.byPaymentType, null)[0]!.parts).toBeUndefined();
  });

  it('lists each payment type and product once, with each store’s part under it', () => {
    renderWithProviders(<DashboardDetails data={ALL} display={display} allBranches t={i18n.t} />);
    const payments = screen.getByRole('table', { name: 'By payment type' });
    const rows = within(payments)
      .getAllByRole('row')
      .map((r) => cells(r));
    expect(rows).toEqual([
      ['Nakit', '₺600.00', '67%'],
      ['Kadıköy', '₺300.00', ''],
      ['Beşiktaş', '₺200.00', ''],
      ['Moda', '₺100.00', ''],
      ['Kredi kartı', '₺300.00', '33%'],
      ['Beşiktaş', '₺250.00', ''],
      ['Kadıköy', '₺50.00', ''],
    ]);
    const products = screen.getByRole('table', { name: 'Best-selling products' });
    expect(
      within(products)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r)),
    ).toEqual([
      ['Köfte', '3', '₺750.00'],
      ['Kadıköy', '2', '₺500.00'],
      ['Beşiktaş', '1', '₺250.00'],
    ]);
  });

  it('lists no breakdown for one store', () => {
    renderWithProviders(<DashboardDetails data={ALL} display={display} allBranches={false} t={i18n.t} />);
    const payments = screen.getByRole('table', { name: 'By payment type' });
    expect(
      within(payments)
        .getAllByRole('row')
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Nakit', 'Kredi kartı']);
  });
});

describe('the reservations of the range', () => {
  const week = (weekStart: string, booked: number, seated: number, noShows: number, outcomes: number) => ({
    weekStart,
    bookings: booked / 2,
    coversBooked: booked,
    coversSeated: seated,
    noShows,
    noShowRate: outcomes ? noShows / outcomes : 0,
  });
  const withBookings: Dashboard = {
    ...ALL,
    reservations: {
      weeks: [week('2026-10-26', 8, 6, 1, 4), week('2026-11-02', 0, 0, 0, 0)],
      total: { bookings: 4, coversBooked: 8, coversSeated: 6, noShows: 1, noShowRate: 0.25 },
    },
  };

  it('shows covers booked against seated and the no-show rate, for the range and week by week', () => {
    renderWithProviders(<DashboardDetails data={withBookings} display={display} allBranches={false} t={i18n.t} />);
    const section = screen.getByRole('table', { name: 'Reservations by week' });
    expect(
      within(section)
        .getAllByRole('row')
        .map((r) => cells(r)),
    ).toEqual([
      ['Week of', 'Covers booked', 'Covers seated', 'No-show rate'],
      ['26/10/2026', '8', '6', '25%'],
      // A week without bookings has no rate to give.
      ['02/11/2026', '0', '0', '–'],
    ]);
    expect(screen.getByText('No-show rate', { selector: 'p' }).nextElementSibling).toHaveTextContent('25%');
  });

  it('is left out of a range without bookings', () => {
    renderWithProviders(<DashboardDetails data={ALL} display={display} allBranches={false} t={i18n.t} />);
    expect(screen.queryByRole('table', { name: 'Reservations by week' })).toBeNull();
  });
});
