import { addDays, formatFolioDate } from '../../../components/folio-view/folio-format';

/** Istanbul has kept +03:00 all year since 2016: a store day starts at 00:00 there (docs/coupons.md). */
const STORE_OFFSET = '+03:00';

/** A day picked in the form (YYYY-MM-DD) as the moment it starts in the store's time zone. */
export const dayStart = (day: string) => `${day}T00:00:00${STORE_OFFSET}`;

/** The moment after a picked last day ends in the store's time zone (the coupon is valid through that day). */
export const dayAfter = (day: string) => dayStart(addDays(day, 1));

/** A moment as the store's date (24.11.2026, 24/11/2026 in English); `end` shows the last day a validTo covers. */
export const storeDate = (iso: string, end = false) =>
  formatFolioDate(new Date(Date.parse(iso) - (end ? 1 : 0)).toISOString());
