import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { MAX_AMOUNT } from '@sofra/contracts/folios/folios.schemas';
import { currencySymbol, fromMinor, separators } from '../../lib/money';

/** What a number input holds: '' while empty, else the number typed. */
export type Typed = number | string;

/** The minor units of a typed amount in major units (25,5 → 2550), or undefined while empty or unreadable. */
export const typedToMinor = (value: Typed): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? Math.round(number * 100) : undefined;
};

/** An amount of money typed in `currency` with two decimals, as the language writes it; the form holds major units. */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: string }) {
  const { i18n } = useTranslation();
  const { decimal, thousands } = separators(i18n.language);
  return (
    <NumberInput
      min={0}
      max={fromMinor(MAX_AMOUNT)}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={decimal}
      thousandSeparator={thousands}
      prefix={currencySymbol(currency, i18n.language)}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
