import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../../lib/api-error';
import { errorText, isSessionError } from '../../../lib/error-text';
import { showServerErrors } from '../../../lib/form';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/**
 * Says why a form's save was refused, next to the field where there is one: the fields a `validation_failed` answer
 * names, or the field an error code is about (`fieldOf`, e.g. a name already taken). Anything else is the usual
 * 'Opss!' toast; no answer and a lost session have had their own message already. For calls sent with `toast: false`.
 */
export const showRefusal = (
  form: { setErrors: (errors: FormErrors) => void; setFieldError: (path: string, error: string) => void },
  error: unknown,
  fieldOf: Record<string, string> = {},
) => {
  if (showServerErrors(form, error)) return;
  if (error instanceof ApiError && fieldOf[error.code]) {
    form.setFieldError(fieldOf[error.code]!, errorText(error));
    return;
  }
  if (error instanceof ApiError && (error.status === 0 || isSessionError(error))) return;
  notify('danger', errorText(error), { title: i18n.t('errors.opss') });
};
