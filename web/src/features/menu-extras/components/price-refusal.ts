import type { RefusalOptions } from '../../../lib/form';

/**
 * How a save of this area shows a refusal (`showRefusal`): a variation that would make a product's price negative in
 * plain words at `priceField` (the options, or the variations or products chosen), anything else under the fields the
 * server names or as the usual toast.
 */
export const priceRefusal = (priceField: string): RefusalOptions => ({
  fieldOf: { modifier_price_negative: priceField },
  textOf: { modifier_price_negative: 'menuExtras.priceNegative' },
  fallback: 'toast',
});
