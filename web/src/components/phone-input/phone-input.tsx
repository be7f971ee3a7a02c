import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Group, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { PhoneCountry } from '../../lib/storage';
import { applyPhoneMask, examplePhone, type PhoneRules } from './phone';

// The picker (a modal and the country list) loads on the first tap of the country button.
const CountryPickerModal = lazy(() =>
  import('./country-picker-modal').then((m) => ({ default: m.CountryPickerModal })),
);

export interface PhoneValue {
  country: PhoneCountry;
  /** The national part as shown, masked, e.g. '532 123 45 67'. */
  national: string;
}

export interface PhoneInputProps {
  label: string;
  rules: PhoneRules;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
  onBlur?: () => void;
  onEnter?: () => void;
  autoFocus?: boolean;
  name?: string;
}

/**
 * Phone input with a country picker (spec sections 2 and 5): masked and placeheld by the country's
 * example mobile number; changing the country resets the number. Blur and Enter are signalled.
 */
export function PhoneInput({
  label,
  rules,
  value,
  onChange,
  error,
  onBlur,
  onEnter,
  autoFocus,
  name,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const { country } = value;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && onEnter) {
      e.preventDefault();
      onEnter();
    }
  };

  return (
    <>
      <TextInput
        label={label}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        placeholder={examplePhone(country.code, rules)}
        value={value.national}
        error={error || undefined}
        onChange={(e) => onChange({ country, national: applyPhoneMask(e.currentTarget.value, country.code, rules) })}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        leftSectionWidth={96}
        leftSectionPointerEvents="all"
        leftSection={
          <UnstyledButton
            onClick={() => {
              setPickerUsed(true);
              setPicking(true);
            }}
            aria-label={t('phone.chooseCountry', { country: country.name, dialCode: country.dialCode })}
            px={8}
            h="100%"
          >
            <Group gap={4} wrap="nowrap">
              <span aria-hidden>{country.flagEmoji}</span>
              <span>{country.dialCode}</span>
            </Group>
          </UnstyledButton>
        }
      />
      {pickerUsed ? (
        <Suspense fallback={null}>
          <CountryPickerModal
            opened={picking}
            onClose={() => setPicking(false)}
            onSelect={(next) => {
              setPicking(false);
              if (next.code !== country.code) onChange({ country: next, national: '' });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
