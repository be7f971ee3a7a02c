import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { CouponModal } from './coupon-modal';

const folio = { id: 'f1', number: 12 } as Folio;

describe('the folio’s coupon dialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'coupon/use': () => ({ status: 409, body: { code: 'coupon_needs_guest', desc: 'no guest' } }) }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const redeem = async (submit: string, code: string) => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <CouponModal storeId="s1" folio={folio} opened onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${code}`) }), 'HOSGELDIN10');
    await userEvent.click(screen.getByRole('button', { name: submit }));
  };

  it('a coupon limited per guest on a bill without a guest: says to add the guest first', async () => {
    await redeem('Apply', 'Coupon code');
    expect(
      await screen.findByText('This coupon is limited per guest: add the guest to the bill first.'),
    ).toBeInTheDocument();
  });

  it('in Turkish', async () => {
    try {
      await act(() => setLanguage('tr'));
      await redeem('Uygula', 'Kupon kodu');
      expect(
        await screen.findByText('Bu kupon misafir başına sınırlı: önce misafiri adisyona ekleyin.'),
      ).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
