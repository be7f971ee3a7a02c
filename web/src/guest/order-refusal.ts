import type { TFunction } from '../lib/translate';
import type { Limits } from './basket.ts';

/** What the guest is told when an order (or its quote) is refused with `reason`. */
export const orderRefusal = (
  t: TFunction,
  reason: string,
  retryAfter: number | null,
  limits: Limits,
  price: (minor: number) => string,
): string => {
  switch (reason) {
    case 'signal_too_soon':
      return t('orderTooSoon', { seconds: retryAfter ?? 30 });
    case 'rate_limited':
      return t('orderRateLimited', { seconds: retryAfter ?? 60 });
    case 'ordering_closed':
      return t('orderingClosed');
    case 'product_not_available':
    case 'folio_options_invalid':
      return t('menuChanged');
    case 'order_line_too_large':
      return t('orderLineTooLarge', { max: limits.lineQuantity });
    case 'order_too_large':
      return t('orderTooLarge', { max: limits.items });
    case 'order_needs_verified_phone':
      return t('orderNeedsPhone', { amount: price(limits.verifiedPhoneAbove) });
    case 'token_expired':
    case 'token_invalid':
      return t('sessionOver');
    default:
      // A coupon's refusal in its own words (the wallet's texts, loaded with the coupon: texts.ts addGuestTexts).
      return t(`couponRefused.${reason}`, { defaultValue: t('notSent') });
  }
};
