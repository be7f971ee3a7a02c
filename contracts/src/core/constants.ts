/** Business constants and limits of spec section 9, and the sign-in rules we chose (docs/security.md). */
export const PRODUCT = 'sofra';

export const DEFAULT_LANGUAGE = 'tr';
export const DEFAULT_DIAL_CODE = '+90';
export const DEFAULT_COUNTRY = 'TR';
export const DEFAULT_CURRENCY_SYMBOL = '₺';
export const DEFAULT_STORE_LOCALE = 'tr';

export const MOBILE_MAX_WIDTH = 425;
export const MAX_DATE_YEARS_AHEAD = 10;

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '23:00';
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const timings = {
  loadingAutoCloseMs: 30_000,
  closeLoadingDelayMs: 500,
  toastMs: 2_000,
  errorToastDelayMs: 500,
  tableActionToastMs: 2_000,
  citiesLoadDelayMs: 3_000,
  otpCountdownSeconds: 60,
  otpResendCountdownSeconds: 10,
} as const;

export const grids = {
  tablesPageSize: 20,
  tablesPageSizes: [20, 50, 100, 200],
  definitionsPageSize: 10,
  selectPopupPageSize: 8,
  selectPopupHeight: 400,
  definitionsActionsWidth: 175,
  maxPageSize: 200,
} as const;

export const OTP_LENGTH = 6;
export const STAR_RATING_MAX = 5;
export const IMAGE_SIZE = 400;
export const IMAGE_VIEWER_SIZE = 250;

export const qrSizes = { table: 1600, delivery: 1024, menu: 0 } as const;

export const placeholderStaffPermissionCounts = { general: 20, folio: 10, payment: 5 } as const;

/** OTP rules (OWASP ASVS 5.0 §6.5–6.6, NIST SP 800-63B). */
export const otpRules = {
  length: OTP_LENGTH,
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxPerNumberPerHour: 5,
  maxPerNumberPerDay: 10,
  maxPerIpPerHour: 30,
} as const;

export const captchaRules = { length: 5, ttlSeconds: 5 * 60 } as const;

/**
 * Counters and amounts (docs/security.md): the most one call may move. A store sets its own limits within these
 * ceilings (`maxPointChange`, `maxTipPercent` on the store settings page).
 */
/** Points one staff change (`user-point/addPoint`) may add or take: the platform's ceiling, and a new store's limit. */
export const MAX_POINT_CHANGE = 1_000_000;
export const DEFAULT_MAX_POINT_CHANGE = 10_000;
/** One tip, in minor units (1,000,000.00); a folio's tips come to at most `maxTipPercent` % of its total (100 at most). */
export const MAX_TIP = 100_000_000;
export const MAX_TIP_PERCENT = 100;
export const DEFAULT_MAX_TIP_PERCENT = 100;
