import { lazy, Suspense } from 'react';
import { ComboboxChevron, TextInput, type ComboboxItem, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select needs its dropdown's code (the combobox, floating UI and a scroll area: about 30 KB gz) from the
 * moment it renders. A select in a screen's first view takes it from here instead: the chosen option is shown at once
 * in a read-only field of the same look, and the real select replaces it as soon as its code is in, which a phone's
 * first visit then fetches after the screen, not before it (docs/performance.md).
 */
const Select = lazy(() => import('./select').then((m) => ({ default: m.StringSelect })));

type DeferredSelectProps = Omit<SelectProps<string>, 'data'> & { data: ComboboxItem<string>[] };

/** The field as the select shows it closed: label, chosen option, chevron; no input role of a combobox yet. */
function ClosedSelect({
  label,
  description,
  withAsterisk,
  error,
  data,
  value,
  placeholder,
  size,
}: DeferredSelectProps) {
  return (
    <TextInput
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      error={error}
      size={size}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      value={data.find((o) => o.value === value)?.label ?? ''}
      readOnly
      rightSection={<ComboboxChevron size={size} />}
      rightSectionPointerEvents="none"
    />
  );
}

export function DeferredSelect(props: DeferredSelectProps) {
  return (
    <Suspense fallback={<ClosedSelect {...props} />}>
      <Select {...props} />
    </Suspense>
  );
}
