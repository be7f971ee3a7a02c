import { describe, expect, it } from 'vitest';
import { dayAfter, dayStart, storeDate } from './coupon-dates';
import { toCouponInput } from './coupon-form-modal';

const values = {
  name: ' Yaz ',
  kind: 'amount' as const,
  percent: 10,
  amount: 25.5,
  productId: null,
  codes: 'shared' as const,
  code: '',
  count: 100,
  minSpend: 150,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  usesPerGuest: '',
  maxUses: 3,
};

describe('the new coupon form', () => {
  it('sends amounts in minor units and the chosen days as store-time moments (the last day included)', () => {
    expect(toCouponInput(values)).toEqual({
      name: 'Yaz',
      benefit: { kind: 'amount', value: 2550 },
      minSpend: 15_000,
      validFrom: '2026-12-01T00:00:00+03:00',
      validTo: '2027-01-01T00:00:00+03:00',
      maxUses: 3,
    });
  });

  it('sends a typed shared code, or the number of single-use codes', () => {
    expect(toCouponInput({ ...values, code: ' yaz10 ' })).toMatchObject({ code: 'yaz10' });
    const single = toCouponInput({ ...values, codes: 'single', count: 250 });
    expect(single).toMatchObject({ singleUseCodes: 250 });
    expect(single).not.toHaveProperty('code');
    expect(toCouponInput({ ...values, kind: 'product', productId: 'p1' }).benefit).toEqual({
      kind: 'product',
      value: 'p1',
    });
  });

  it('shows a validTo as the last day it covers, in the store time zone', () => {
    expect(dayStart('2026-03-01')).toBe('2026-03-01T00:00:00+03:00');
    expect(storeDate(dayAfter('2026-02-28'), true)).toBe('28/02/2026');
    expect(storeDate(dayStart('2026-02-28'))).toBe('28/02/2026');
  });
});
