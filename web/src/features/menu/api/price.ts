import { MAX_PRICE } from '@sofra/contracts/menu/catalogue.schemas';
import { fromMinor, toMinor } from '../../../lib/money';

/**
 * A price as typed (a NumberInput's value, in major units: 12.5 or '12,50' before it parsed) as the integer minor
 * units the server takes (1250). Answers null for an empty, negative, too large or unreadable amount. Rounds to the
 * kuruş, so 0.1 + 0.2 is 30 and never a float the server refuses.
 */
export const priceToMinor = (typed: number | string | null | undefined): number | null => {
  if (typed === null || typed === undefined) return null;
  const major = typeof typed === 'number' ? typed : Number(typed.trim().replace(',', '.'));
  if (typeof typed === 'string' && typed.trim() === '') return null;
  if (!Number.isFinite(major) || major < 0) return null;
  const minor = toMinor(major);
  return minor > MAX_PRICE ? null : minor;
};

/** The minor units as the major amount a price input shows (1250 → 12.5). */
export const priceToMajor = (minor: number) => fromMinor(minor);

/** The most a price may be in major units, for a price input's max. */
export const MAX_PRICE_MAJOR = fromMinor(MAX_PRICE);
