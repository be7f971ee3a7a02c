import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GuestOrder } from '@sofra/contracts/live/live.schemas';
import type { GuestBill } from '@sofra/contracts/loyalty/guest-bill.schemas';
import BillPanel from './bill-panel.tsx';
import { answer, guestServer as server, price, type Sent } from '../test-server.ts';

/** The table's bill as the server answers it: a campaign price on Water, a gift, a 10 % service fee. */
const bill: GuestBill = {
  number: 12,
  tableName: 'Salon 3',
  status: 'open',
  lines: [
    { name: 'Meatballs', options: ['Spicy'], quantity: 2, gross: 50_000, amount: 50_000, gift: false },
    { name: 'Water', options: [], quantity: 2, gross: 8_000, amount: 7_200, gift: false },
    { name: 'Baklava', options: [], quantity: 1, gross: 12_000, amount: 0, gift: true },
  ],
  subtotal: 57_200,
  campaign: null,
  discount: null,
  serviceFee: 5_720,
  total: 62_920,
  paid: 0,
  balance: 62_920,
  currency: 'TRY',
};
const discounted: GuestBill = {
  ...bill,
  discount: { name: 'Summer 10 (YAZ10)', amount: 5_720 },
  serviceFee: 5_148,
  total: 56_628,
  paid: 10_000,
  balance: 46_628,
};

const session = { token: 'guest-token', name: 'Ayşe', gsm: '+905321234567' };
const order = (id: string, state: GuestOrder['state']) => ({ id, state }) as GuestOrder;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const panel = (props: Partial<ComponentProps<typeof BillPanel>> = {}) =>
  render(<BillPanel code="table-code" language="en" price={price} session={session} orders={[]} {...props} />);

/** Opens the bill by its heading's button, once the first read has answered. */
const open = async (name: RegExp = /^Your bill/) => {
  const toggle = await screen.findByRole('button', { name });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
};

describe('the table’s bill on the guest page', () => {
  test('shows the lines, fee and total exactly as the server answered them, and what is left to pay', async () => {
    const sent: Sent[] = [];
    server({ 'guest/bill': () => answer(200, bill) }, sent);
    panel();
    await open(/^Your bill ₺629\.20$/);
    const region = screen.getByRole('region', { name: /^Your bill/ });
    expect(within(region).getByText('Bill no. 12')).toBeTruthy();
    expect(within(region).getByText('2 × Meatballs')).toBeTruthy();
    expect(within(region).getByText('Spicy')).toBeTruthy();
    expect(within(region).getByText('₺72.00')).toBeTruthy();
    expect(within(region).getByText('On the house')).toBeTruthy();
    expect(within(region).getByText('₺57.20')).toBeTruthy();
    expect(within(region).getAllByText('₺629.20').length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.path === 'guest/bill').map((s) => s.body)).toContainEqual({ code: 'table-code' });
  });

  test('a signed-in guest applies a code: sent with their token, the new total and the discount shown', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/bill': () => answer(200, bill),
        'guest/billCoupon': () => answer(200, discounted),
      },
      sent,
    );
    panel();
    await open();
    fireEvent.change(screen.getByLabelText('Coupon or promo code'), { target: { value: ' yaz10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done: your bill is now ₺566.28.')).toBeTruthy();
    expect(sent.find((s) => s.path === 'guest/billCoupon')).toEqual({
      path: 'guest/billCoupon',
      body: { code: 'table-code', couponCode: 'yaz10' },
      authorization: 'Bearer guest-token',
    });
    const region = screen.getByRole('region', { name: /^Your bill/ });
    expect(within(region).getByText('Summer 10 (YAZ10)')).toBeTruthy();
    expect(within(region).getByText('−₺57.20')).toBeTruthy();
    expect(within(region).getByText('Left to pay')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Your bill ₺466\.28$/ })).toBeTruthy();
  });

  test('a refused code is said in the guest’s words; a wait names its seconds', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/bill': () => answer(200, bill),
        'guest/billCoupon': (_b, n) =>
          n === 1
            ? answer(409, { code: 'coupon_not_applicable', desc: '' })
            : answer(429, { code: 'rate_limited', desc: '' }, { 'retry-after': '42' }),
      },
      sent,
    );
    panel();
    await open();
    const field = screen.getByLabelText('Coupon or promo code');
    fireEvent.change(field, { target: { value: 'GIFT50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('This coupon cannot be used on this bill: it may have a discount already.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many tries just now. Please try again in 42 s.')).toBeTruthy();
  });

  test('signed out: the bill shows, and the code field asks for signing in first', async () => {
    server({ 'guest/bill': () => answer(200, bill) }, []);
    panel({ session: null });
    await open();
    expect(await screen.findByText(/Sign in under “My points and coupons”/)).toBeTruthy();
    expect(screen.queryByLabelText('Coupon or promo code')).toBeNull();
  });

  test('no open bill yet; an order sent and answered reads the bill again', async () => {
    const sent: Sent[] = [];
    server({ 'guest/bill': (_b, n) => answer(200, n === 1 ? null : bill) }, sent);
    const view = panel();
    await open();
    expect(await screen.findByText('There is no open bill at your table yet.')).toBeTruthy();
    const reads = () => sent.filter((s) => s.path === 'guest/bill').length;
    const before = reads();
    view.rerender(
      <BillPanel code="table-code" language="en" price={price} session={session} orders={[order('o1', 'waiting')]} />,
    );
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(await screen.findByText('2 × Meatballs')).toBeTruthy();
    // The same orders again (the follower's poll): no new read.
    view.rerender(
      <BillPanel code="table-code" language="en" price={price} session={session} orders={[order('o1', 'waiting')]} />,
    );
    view.rerender(
      <BillPanel code="table-code" language="en" price={price} session={session} orders={[order('o1', 'accepted')]} />,
    );
    await waitFor(() => expect(reads()).toBe(before + 2));
  });

  test('in Turkish for a Turkish menu', async () => {
    server(
      {
        'guest/bill': () => answer(200, bill),
        'guest/billCoupon': () => answer(409, { code: 'coupon_min_spend', desc: '' }),
      },
      [],
    );
    panel({ language: 'tr' });
    await open(/^Hesabınız/);
    expect(screen.getByText('İkram')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kupon veya promosyon kodu'), { target: { value: 'BUYUK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Bu kupon için hesap tutarı yetersiz.')).toBeTruthy();
  });
});
