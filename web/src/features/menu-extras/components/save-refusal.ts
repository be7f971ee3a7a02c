import type { FormErrors } from '@mantine/form';
import { showRefusal } from '../../../components/definitions-table/refusal';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

/**
 * Says why a save was refused: a variation that would make a product's price negative in plain words at `priceField`
 * (the options, or the variations chosen), anything else under the fields the server names or as the usual toast.
 */
export const showSaveRefusal = (
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  priceField: string,
) => {
  if (isApiError(error, 'modifier_price_negative')) {
    form.setErrors({ [priceField]: i18n.t('menuExtras.priceNegative') });
    return;
  }
  showRefusal(form, error);
};
