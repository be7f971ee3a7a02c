import { ApiError } from './api-error';
import { i18n } from './i18n';

const SESSION_CODES = new Set(['token_expired', 'token_invalid', 'auth_required']);
/** Messages of a JSON web token failure, as older servers word them (spec section 8). */
const JWT_MESSAGE = /json ?web ?token|jwt expired|TokenExpiredError|JsonWebTokenError|invalid signature/i;

export const isSessionError = (error: ApiError) =>
  error.status === 401 || SESSION_CODES.has(error.code) || JWT_MESSAGE.test(error.desc);

/**
 * The text a user sees for an error: the translation of its code, else 'Bir Sorun Oluştu' in the user's
 * language. The server's `desc` is English for developers and logs; it is never shown.
 */
export const errorText = (error: unknown): string => {
  const t = i18n.t.bind(i18n);
  const fallback = t('errors.fallback');
  if (!(error instanceof ApiError) || !error.code) return fallback;
  return t(`errors.codes.${error.code}`, { defaultValue: fallback });
};
