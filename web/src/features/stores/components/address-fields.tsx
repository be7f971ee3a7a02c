import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { CitySelect, CountrySelect, TownSelect } from '../../../components/location-selects/location-selects';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

/** A store's address as its forms hold it: the selects' codes (null until chosen) and the typed line. */
export interface AddressValues {
  countryCode: string | null;
  cityCode: string | null;
  town: string | null;
  line: string;
}

/** A form error as the location selects take it (the form's errors are texts). */
const fieldError = (error: ReactNode) => (typeof error === 'string' ? error : undefined);

/**
 * A store's address, the same on store-add and store settings: country and city (required), town, and the address
 * line. A new country empties the city and the town, a new city the town: they belong to the old one.
 */
export function AddressFields<T extends AddressValues>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation();
  // Both forms hold more than the address; these fields are only the address's (TypeScript cannot see that a value
  // for T's `town` is one for AddressValues' `town`).
  const address = form as unknown as UseFormReturnType<AddressValues>;
  const { values, errors } = address;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CountrySelect
          required
          value={values.countryCode}
          onChange={(v) => address.setValues({ countryCode: v, cityCode: null, town: null })}
          error={fieldError(errors.countryCode)}
        />
        <CitySelect
          required
          countryCode={values.countryCode}
          value={values.cityCode}
          onChange={(v) => address.setValues({ cityCode: v, town: null })}
          error={fieldError(errors.cityCode)}
        />
        <TownSelect
          countryCode={values.countryCode}
          cityCode={values.cityCode}
          value={values.town}
          onChange={(v) => address.setFieldValue('town', v)}
        />
      </SimpleGrid>
      <GrowTextarea label={t('location.addressLine')} name="line" minRows={2} {...address.getInputProps('line')} />
    </>
  );
}
