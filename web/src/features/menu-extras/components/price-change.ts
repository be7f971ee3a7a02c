import { formatMoney } from '../../../lib/money';

/**
 * A variation option's price change: integer minor units (kuruş) on the wire, which may be 0 or negative; typed and
 * shown in major units with its sign (+₺25,00, −₺5,00).
 */

/** The minor units of a typed change, rounded to the kuruş away from zero on a half (−12.345 → −1235); 0 is never −0. */
export const changeToMinor = (major: number): number => {
  const minor = Math.sign(major) * Math.round(Math.abs(major) * 100);
  return minor === 0 ? 0 : minor;
};

/** A change in minor units as the input holds it, in major units (−550 → −5.5). */
export const changeFromMinor = (minor: number): number => (minor === 0 ? 0 : minor / 100);

/** What a change input holds: '' while empty (no change), else the number typed; a text that is not one is refused. */
export const typedChangeToMinor = (value: number | string): number | undefined => {
  if (value === '' || value === '-') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? changeToMinor(number) : undefined;
};

/** A change with its sign, in the store's currency: "+₺25,00", "−₺5,00", and "₺0,00" for none. */
export const formatChange = (minor: number, symbol: string, language: string) => {
  const amount = formatMoney(Math.abs(minor), symbol, language);
  if (minor > 0) return `+${amount}`;
  if (minor < 0) return `\u2212${amount}`;
  return amount;
};
