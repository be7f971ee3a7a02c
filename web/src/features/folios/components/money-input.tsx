import type { NumberInputProps } from '@mantine/core';
import { MoneyInput as Input } from '../../../components/money-input/money-input';
import { useCurrency } from './folio-format';

export { typedToMinor, type Typed } from '../../../components/money-input/money-input';

/** An amount of money typed in the store's currency (the folio screens' own). */
export function MoneyInput(props: NumberInputProps) {
  return <Input currency={useCurrency()} {...props} />;
}
