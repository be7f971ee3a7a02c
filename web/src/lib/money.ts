import { currencyCode } from '@sofra/contracts/core/currency';

/**
 * Money in the portal: integers of minor units (kuruş) on the wire (docs/architecture.md), shown and typed in the
 * store's currency with two decimals, one way per language, the symbol first in both: 2500 ↔ "₺25,00" in Turkish,
 * "₺25.00" in English (never a code such as "TRY 25.00").
 */

/** The amount in major units, for an input (2500 → 25). */
export const fromMinor = (minor: number) => minor / 100;

/** The minor units of a typed amount, rounded to the kuruş (25.5 → 2550). */
export const toMinor = (major: number) => Math.round(major * 100);

const formats = new Map<string, Intl.NumberFormat>();
const moneyNumber = (language: string, currency: string) => {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currencyCode(currency),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * A minor-unit amount as text in the store's currency (its symbol, '₺', or its code, 'TRY') and the user's language:
 * "₺1.234,56" (tr), "₺1,234.56" (en), "-₺5,00" below zero.
 */
export const formatMoney = (minor: number, currency: string, language: string) =>
  moneyNumber(language, currency).format(fromMinor(minor));

/** The symbol a money input shows before the number ('₺' for the store's '₺' or 'TRY'). */
export const currencySymbol = (currency: string, language: string) =>
  moneyNumber(language, currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;

/** The language's decimal and thousands separators, for a money input. */
export const separators = (language: string) => {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousands: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
};
