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
  table_not_found: 404,
  table_name_taken: 409,
  table_inactive: 409,
  table_group_exists: 409,
  table_group_not_found: 404,
  table_group_not_empty: 409,
  table_section_exists: 409,
  user_not_staff: 400,
  qr_code_not_found: 404,
  qr_code_in_use: 409,
  qr_code_unassigned: 409,
  sms_failed: 502,
  sms_limit: 429,
  sms_country_not_allowed: 400,
  captcha_required: 428,
  consent_required: 400,
  legal_text_missing: 503,
  invitation_not_found: 404,
  storage_quota_exceeded: 413,
  definition_not_found: 404,
  definition_in_use: 409,
  definition_name_taken: 409,
  definition_limit: 409,
  department_no_taken: 409,
  default_tax_rate: 409,
  pos_key_invalid: 401,
  menu_group_not_found: 404,
  menu_group_not_empty: 409,
  product_not_found: 404,
  plu_taken: 409,
  modifier_not_found: 404,
  advice_not_found: 404,
  modifier_price_negative: 409,
  menu_import_invalid: 400,
  menu_not_available: 404,
  cash_register_not_found: 404,
  folio_not_found: 404,
  folio_conflict: 409,
  folio_not_open: 409,
  folio_balance_due: 409,
  folio_line_not_found: 404,
  folio_payment_not_found: 404,
  folio_options_invalid: 400,
  product_not_available: 409,
  payment_exceeds_balance: 409,
  idempotency_key_reused: 422,
  pos_import_invalid: 400,
  signal_too_soon: 429,
  signal_not_allowed: 403,
  signal_not_found: 404,
  ordering_closed: 409,
  order_not_found: 404,
  order_not_waiting: 409,
  delivery_transition_invalid: 409,
  stream_ticket_invalid: 401,
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
