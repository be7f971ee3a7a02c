/** Every call of the API, by area. The server registers these; the portal posts them. */
import { authCalls } from './auth/auth.calls.ts';
import { registrationCalls } from './auth/registration.calls.ts';
import { helperCalls } from './helper/helper.calls.ts';
import { definitionCalls } from './definitions/definitions.calls.ts';
import { folioCalls, posFolioCalls } from './folios/folios.calls.ts';
import { posCalls } from './pos/pos.calls.ts';
import { contractCalls } from './legal/contract.calls.ts';
import { customerCalls } from './customers/customers.calls.ts';
import { legalCalls } from './legal/legal.calls.ts';
import {
  deliveryCalls,
  guestOrderCalls,
  notificationCalls,
  orderCalls,
  signalCalls,
  streamCalls,
} from './live/live.calls.ts';
import { campaignCalls } from './loyalty/campaigns.calls.ts';
import { mediaCalls } from './media/media.calls.ts';
import { couponImageCalls } from './media/coupon-image.calls.ts';
import { catalogueCalls, menuCalls } from './menu/menu.calls.ts';
import { couponCalls, platformCouponCalls } from './loyalty/coupons.calls.ts';
import { guestWalletCalls } from './loyalty/guest-wallet.calls.ts';
import { categoryCalls } from './stores/categories.calls.ts';
import { storeCalls } from './stores/stores.calls.ts';
import { reportCalls } from './reports/reports.calls.ts';
import { reportExportCalls } from './reports/reports-export.calls.ts';
import { loyaltySummaryCalls } from './reports/loyalty-summary.calls.ts';
import { setupChecklistCalls } from './reports/setup-checklist.calls.ts';
import { tableCalls } from './tables/tables.calls.ts';
import { pointCalls } from './loyalty/points.calls.ts';
import { guestReservationCalls, reservationCalls } from './reservations/reservations.calls.ts';

export const allCalls = {
  ...authCalls,
  ...registrationCalls,
  ...storeCalls,
  ...categoryCalls,
  ...helperCalls,
  ...legalCalls,
  ...contractCalls,
  ...mediaCalls,
  ...couponImageCalls,
  ...menuCalls,
  ...catalogueCalls,
  ...tableCalls,
  ...customerCalls,
  ...definitionCalls,
  ...posCalls,
  // Coupons (docs/coupons.md): by path (get repeats other areas' names).
  ...Object.fromEntries(Object.values({ ...couponCalls, ...platformCouponCalls }).map((call) => [call.path, call])),
  ...Object.fromEntries(Object.values(guestWalletCalls).map((call) => [call.path, call])),
  ...reportCalls,
  ...Object.fromEntries(Object.values(pointCalls).map((call) => [call.path, call])),
  ...reportExportCalls,
  ...loyaltySummaryCalls,
  ...setupChecklistCalls,
  // Short names (save, get, close): kept apart under their path's area.
  ...Object.fromEntries(Object.values({ ...folioCalls, ...posFolioCalls }).map((call) => [call.path, call])),
  // Guests' orders and the order service (docs/live.md).
  ...Object.fromEntries(
    [guestOrderCalls.placeOrder, guestOrderCalls.orderStatus, ...Object.values(orderCalls)].map((c) => [c.path, c]),
  ),
  // Live calls (docs/live.md): by path too (get and delete repeat across their groups).
  ...Object.fromEntries(
    [
      ...Object.values({ ...signalCalls, ...deliveryCalls, ...notificationCalls }),
      streamCalls.streamTicket,
      streamCalls.stream,
      guestOrderCalls.orderTicket,
    ].map((call) => [call.path, call]),
  ),
  // Campaigns (docs/campaigns.md): by path (get, save, delete repeat across areas).
  ...Object.fromEntries(Object.values(campaignCalls).map((call) => [call.path, call])),
  // Reservations (docs/reservations.md): by path (get, save, cancel repeat across areas).
  ...Object.fromEntries(
    Object.values({ ...reservationCalls, ...guestReservationCalls }).map((call) => [call.path, call]),
  ),
};
