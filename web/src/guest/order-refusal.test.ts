import { describe, expect, test } from 'vitest';
import { orderRefusal } from './order-refusal.ts';
import { guestT } from './texts.ts';
// The coupons' refusals come with the wallet's texts (a coupon is chosen in the wallet first).
import './wallet/wallet-texts.ts';

const limits = { lineQuantity: 50, items: 200, verifiedPhoneAbove: 100_000 };
const price = (minor: number) => `₺${(minor / 100).toFixed(2)}`;
const say = (reason: string, retryAfter: number | null = null) =>
  orderRefusal(guestT('en'), reason, retryAfter, limits, price);

describe('what a guest is told when an order is refused', () => {
  test('a coupon refusal in its own words, an unknown code as "not sent"', () => {
    expect(say('coupon_used')).toBe('This code has been used already.');
    expect(say('something_new')).toBe('It could not be sent. Please try again.');
  });

  test('limits and waits name their numbers', () => {
    expect(say('order_too_large')).toContain('200');
    expect(say('signal_too_soon', 12)).toContain('12');
    expect(say('order_needs_verified_phone')).toContain('₺1000.00');
  });
});
