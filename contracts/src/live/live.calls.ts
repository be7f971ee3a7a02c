import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZOk } from '../core/schemas.ts';
import { ZFolio } from '../folios/folios.schemas.ts';
import {
  ZDeliveryFolio,
  ZDeliveryQuery,
  ZDeliveryUpdate,
  ZDeviceRegister,
  ZGuestOrder,
  ZGuestOrderIn,
  ZGuestOrderPlaced,
  ZGuestOrderRef,
  ZGuestQuote,
  ZGuestQuoteIn,
  ZNotificationDelete,
  ZNotificationPage,
  ZNotificationQuery,
  ZNotificationRead,
  ZOrderAccept,
  ZOrderQuery,
  ZOrderReject,
  ZOrderSettings,
  ZOrderSettingsSave,
  ZSignal,
  ZSignalAnswer,
  ZSignalIn,
  ZSignalQuery,
  ZSignalSent,
  ZStaffNotificationDelete,
  ZStaffNotificationQuery,
  ZStoreStatusSet,
  ZStreamQuery,
  ZStreamTicket,
  ZStreamTicketQuery,
  ZUnreadCounts,
  ZUnreadCountsQuery,
} from './live.schemas.ts';

const FLOOR = { storeKey: 'storeId', staffPermission: 'folios.view' } as const;
const ORDERS = { storeKey: 'storeId', staffPermission: 'orders.manage' } as const;

/** The event stream (docs/live.md). */
export const streamCalls = {
  /** A short-lived ticket that opens this store's stream; the store guard applies here. */
  streamTicket: defineCall('user/streamTicket', ZStreamTicketQuery, ZStreamTicket, FLOOR),
  /** `text/event-stream` of the ticket's store (or a guest's order). Not JSON: SSE. */
  stream: defineCall('live/stream', ZStreamQuery, z.unknown(), {
    access: 'public',
    method: 'GET',
    url: 'stream',
    raw: true,
  }),
};

/** Guests at a table (public: the table QR code is their proof of presence), and the staff's answer. */
export const signalCalls = {
  callWaiter: defineCall('folio/callWaiter', ZSignalIn, ZSignalSent, { access: 'public' }),
  requestCheck: defineCall('folio/requestCheck', ZSignalIn, ZSignalSent, { access: 'public' }),
  /** The store's signals not yet answered, oldest first (the banner after a reload). */
  getSignals: defineCall('signal/get', ZSignalQuery, z.array(ZSignal), FLOOR),
  /** Answers a signal for everyone at once; answering one already answered changes nothing. */
  acknowledge: defineCall('signal/acknowledge', ZSignalAnswer, ZSignal, FLOOR),
};

/** A guest's order from the web menu, and its page's view of it. */
export const guestOrderCalls = {
  /** Anyone at the table; with a guest's token the order is theirs, and may pass the store's verified-phone amount. */
  placeOrder: defineCall('guest/order', ZGuestOrderIn, ZGuestOrderPlaced, { access: 'public', optionalUser: true }),
  /** The basket priced as `placeOrder` would price it now (campaigns, service fee, total); nothing is written. */
  quote: defineCall('guest/quote', ZGuestQuoteIn, ZGuestQuote, { access: 'public', optionalUser: true }),
  orderStatus: defineCall('guest/orderStatus', ZGuestOrderRef, ZGuestOrder, { access: 'public' }),
  /** A ticket that opens the stream of this order alone. */
  orderTicket: defineCall('guest/orderTicket', ZGuestOrderRef, ZStreamTicket, { access: 'public' }),
  /** A ticket that opens the store's status at this table (the table QR code): an open page hides ordering on a pause. */
  tableTicket: defineCall('guest/tableTicket', ZSignalIn, ZStreamTicket, { access: 'public' }),
};

/** The order service: guests' orders in, accepted or rejected; new orders paused by the store's status. */
export const orderCalls = {
  /** Orders waiting for an answer, and those answered this business day, newest first. */
  getOrders: defineCall('order/get', ZOrderQuery, z.array(ZFolio), ORDERS),
  accept: defineCall('order/accept', ZOrderAccept, ZFolio, ORDERS),
  reject: defineCall('order/reject', ZOrderReject, ZFolio, ORDERS),
  getSettings: defineCall('order/getSettings', ZOrderQuery, ZOrderSettings, ORDERS),
  saveSettings: defineCall('order/saveSettings', ZOrderSettingsSave, ZOrderSettings, ORDERS),
  /** One switch: open, rush-hour (new orders paused), out-of-order, close. */
  setStoreStatus: defineCall('order/setStoreStatus', ZStoreStatusSet, ZOrderSettings, ORDERS),
};

/** Deliveries across the caller's stores (spec §7: delivery folios on owned stores, update delivery status). */
export const deliveryCalls = {
  getDeliveryFolios: defineCall('folio/getDeliveryFolios', ZDeliveryQuery, z.array(ZDeliveryFolio)),
  updateDeliveryStatus: defineCall('folio/updateDeliveryStatus', ZDeliveryUpdate, ZFolio, ORDERS),
};

/** Notifications for the bell: the user's own, and each store's for its owners and staff. */
export const notificationCalls = {
  get: defineCall('notification/get', ZNotificationQuery, ZNotificationPage),
  delete: defineCall('notification/delete', ZNotificationDelete, ZOk),
  getStaff: defineCall('notification/getStaff', ZStaffNotificationQuery, ZNotificationPage, FLOOR),
  deleteStaff: defineCall('notification/deleteStaff', ZStaffNotificationDelete, ZOk, FLOOR),
  getUnreadCounts: defineCall('notification/getUnreadCounts', ZUnreadCountsQuery, ZUnreadCounts, {
    storeKey: 'storeId',
    staffPermission: 'folios.view',
  }),
  markRead: defineCall('notification/markRead', ZNotificationRead, ZOk, {
    storeKey: 'storeId',
    staffPermission: 'folios.view',
  }),
  /** Keeps a device's push token for the signed-in user (the push driver: docs/live.md). */
  registerDevice: defineCall('device/register', ZDeviceRegister, ZOk),
};

/** Every live call, by path (short names such as get and delete repeat across groups). */
export const liveCalls = Object.fromEntries(
  Object.values({
    ...streamCalls,
    ...signalCalls,
    ...guestOrderCalls,
    ...orderCalls,
    ...deliveryCalls,
    ...notificationCalls,
  }).map((call) => [call.path, call]),
);
