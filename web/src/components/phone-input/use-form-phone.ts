import type { FormErrors } from '@mantine/form';
import { useTranslation } from '../../lib/i18n';
import { regionName } from '../../lib/countries';
import { flagOf, groupNational, splitE164 } from '../../lib/phone-format';
import { storage } from '../../lib/storage';
import { DEFAULT_PHONE_COUNTRY, phoneProblem, toE164 } from './phone';
import type { PhoneInputProps, PhoneValue } from './phone-input';
import type { PhoneRulesKind } from './phone-rules';
import { usePhoneField } from './use-phone-field';

/** What the hook needs of a Mantine form (`useContractForm`) whose field holds the number as the call takes it. */
interface PhoneForm {
  getValues: () => Record<string, unknown>;
  setFieldValue: (path: never, value: never) => void;
  setErrors: (update: (current: FormErrors) => FormErrors) => void;
  clearFieldError: (path: string) => void;
  errors: Record<string, unknown>;
}

/** A saved number as the phone field shows it: its country (the dial code's main one) and its national part. */
const initialValue = (e164: string, language: string): PhoneValue => {
  const split = splitE164(e164);
  if (!split) return { country: storage.phoneCountry() ?? DEFAULT_PHONE_COUNTRY, national: '' };
  const country =
    split.country === DEFAULT_PHONE_COUNTRY.code
      ? DEFAULT_PHONE_COUNTRY
      : {
          code: split.country,
          dialCode: split.dialCode,
          flagEmoji: flagOf(split.country),
          name: regionName(split.country, language) ?? split.country,
        };
  return { country, national: groupNational(split.dialCode, split.national) };
};

/**
 * A `PhoneInput` bound to one field of a contract form. The field holds the number in E.164 (empty while nothing is
 * typed), so the call's schema checks it like any other; the country's rules (`mobile` for a number that takes an
 * SMS, `any` for a company's or a store's phone) check it on blur and on `check()`. Whatever marked the field (the
 * schema, these rules or the server's refusal), it shows the phone field's own text: required or not valid.
 */
export function useFormPhone(form: PhoneForm, path: string, kind: PhoneRulesKind) {
  const { t, i18n } = useTranslation();
  // The sign-in field's state (country kept for next time, the country's rules loaded); this form's texts and value.
  const field = usePhoneField(kind, initialValue(String(form.getValues()[path] ?? ''), i18n.language));
  const { value, rules } = field.inputProps;
  const rulesLoaded = Object.keys(rules.metadata.country_calling_codes).length > 0;
  const empty = !value.national.trim();

  /** Marks the field when the country's rules say the number is not one; answers whether it is fine so far. */
  const check = (): boolean => {
    if (empty || !rulesLoaded || phoneProblem(value.national, value.country, rules) !== 'invalid') return true;
    // Not setFieldError: it skips an error the field had before the submit's own validation cleared it.
    form.setErrors((current) => ({ ...current, [path]: t('phone.invalidNumber') }));
    return false;
  };

  const onChange = (next: PhoneValue) => {
    field.inputProps.onChange(next);
    const e164 = next.national.trim() ? toE164(next.national, next.country.dialCode) : '';
    form.setFieldValue(path as never, e164 as never);
    form.clearFieldError(path);
  };

  const error = form.errors[path] ? t(empty ? 'phone.requiredField' : 'phone.invalidNumber') : null;
  return {
    check,
    inputProps: { rules, value, onChange, error, onBlur: check } satisfies Partial<PhoneInputProps>,
  };
}
