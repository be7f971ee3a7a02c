import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select over string values, in a chunk of its own for deferred-select.tsx. */
export function StringSelect(props: SelectProps<string>) {
  return <Select {...props} />;
}
