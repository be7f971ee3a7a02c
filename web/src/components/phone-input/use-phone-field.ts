import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { storage, type PhoneCountry } from '../../lib/storage';
import { DEFAULT_PHONE_COUNTRY, phoneProblem, toE164, type PhoneRules } from './phone';
import type { PhoneInputProps, PhoneValue } from './phone-input';
import { loadPhoneRules } from '../../lib/phone-rules';
import { usePhoneRules, type PhoneRulesKind } from './phone-rules';

/**
 * State of one phone field: value, touched, the translated error ('Type a mobile number.' once touched, 'This is not
 * a valid mobile number.'; a field taking any phone, a store's, says 'phone number'), and `submit()` which marks it touched and yields the E.164 number or null. Leaving the field
 * marks it touched only once something was typed in it: passing through an empty field (to the register link, say)
 * shows no error, which would move what was being pressed.
 */
export function usePhoneField(source: PhoneRules | PhoneRulesKind, initial?: Partial<PhoneValue>) {
  const { t } = useTranslation();
  const [value, setValue] = useState<PhoneValue>({
    country: initial?.country ?? storage.phoneCountry() ?? DEFAULT_PHONE_COUNTRY,
    national: initial?.national ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);
  const rules = usePhoneRules(source, value.country.code);
  const problem = phoneProblem(value.national, value.country, rules);
  const anyPhone = source === 'any';
  const messages =
    problem === 'required'
      ? anyPhone
        ? 'phone.requiredField'
        : 'phone.required'
      : anyPhone
        ? 'phone.invalidNumber'
        : 'phone.invalid';
  const error = touched && problem ? t(messages) : null;

  const onChange = (next: PhoneValue) => {
    if (next.country.code !== value.country.code) {
      storage.setPhoneCountry(next.country satisfies PhoneCountry);
      setTouched(false);
    }
    setEdited(true);
    setValue(next);
  };

  return {
    value,
    error,
    e164: problem ? null : toE164(value.national, value.country.dialCode),
    inputProps: {
      rules,
      value,
      onChange,
      error,
      onBlur: () => setTouched((was) => was || edited),
    } satisfies Partial<PhoneInputProps>,
    submit: (): string | null => {
      setTouched(true);
      return problem ? null : toE164(value.national, value.country.dialCode);
    },
    /**
     * As `submit`, once the country's rules are in: a number shown before they arrive (a saved one, pressed Save at
     * once) is checked by them, not refused for want of them.
     */
    submitWhenReady: async (): Promise<string | null> => {
      setTouched(true);
      const ready =
        typeof source === 'string' ? await loadPhoneRules(source, value.country.code).catch(() => rules) : rules;
      return phoneProblem(value.national, value.country, ready) ? null : toE164(value.national, value.country.dialCode);
    },
    reset: () => {
      setValue((v) => ({ ...v, national: '' }));
      setTouched(false);
      setEdited(false);
    },
  };
}
