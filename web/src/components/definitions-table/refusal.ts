import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../lib/api-error';
import { errorText, isSessionError } from '../../lib/error-text';
import { showServerErrors } from '../../lib/form';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/**
 * Says why a definition's save was refused: under the fields the answer names (a name taken, a department number
 * taken, a rate out of range, …), else as the usual 'Opss!' toast. No answer and a lost session have had their own
 * message already. For saves sent with `toast: false`.
 */
export const showRefusal = (form: { setErrors: (errors: FormErrors) => void }, error: unknown) => {
  if (showServerErrors(form, error)) return;
  if (error instanceof ApiError && (error.status === 0 || isSessionError(error))) return;
  notify('danger', errorText(error), { title: i18n.t('errors.opss') });
};
