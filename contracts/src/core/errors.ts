/**
 * The closed list of error codes the API answers with, and the HTTP status of each.
 * The portal translates the code; `desc` is English text for logs and developers.
 */
export const errorStatus = {
  validation_failed: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  image_invalid: 415,
  image_too_large: 413,
  not_found: 404,
  conflict: 409,
  captcha_invalid: 400,
  otp_invalid: 400,
  otp_expired: 400,
  otp_locked: 423,
  rate_limited: 429,
  auth_required: 401,
  token_expired: 401,
  token_invalid: 401,
  tenant_unknown: 401,
  user_not_found: 404,
  user_blocked: 403,
  store_forbidden: 403,
  master_only: 403,
  sms_failed: 502,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** The body of every non-2xx answer. */
export interface ErrorBody {
  code: ErrorCode;
  desc: string;
}
