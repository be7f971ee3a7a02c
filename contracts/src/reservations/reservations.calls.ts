import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZOk } from '../core/schemas.ts';
import {
  ZGuestBook,
  ZGuestBooked,
  ZGuestReservation,
  ZGuestReservationRef,
  ZGuestSlots,
  ZGuestSlotsQuery,
  ZReservationSettings,
  ZReservationSettingsSave,
  ZAvailability,
  ZAvailabilityQuery,
  ZReservation,
  ZReservationCancel,
  ZReservationDetail,
  ZReservationPage,
  ZReservationPoint,
  ZReservationPointSave,
  ZReservationQuery,
  ZReservationSave,
  ZReservationStatusSet,
  ZReservationTypes,
  ZStoreItem,
  ZStoreOnly,
} from './reservations.schemas.ts';

/** Every staff member sees the day (read-only); working the host stand needs reservations.manage. */
const READ = { storeKey: 'storeId', staffPermission: 'store.view' } as const;
const MANAGE = { storeKey: 'storeId', staffPermission: 'reservations.manage' } as const;

/** Reservations and reservation points. Rules: docs/reservations.md. */
export const reservationCalls = {
  /** The statuses, channels, tags and point kinds with their names in both languages. */
  types: defineCall('reservation/types', ZEmpty, ZReservationTypes),
  getPoints: defineCall('reservation/getPoints', ZStoreOnly, z.array(ZReservationPoint), READ),
  savePoint: defineCall('reservation/savePoint', ZReservationPointSave, ZReservationPoint, MANAGE),
  /** Refused (conflict) while the point holds live bookings. */
  deletePoint: defineCall('reservation/deletePoint', ZStoreItem, ZOk, MANAGE),
  /** Free start times of the store's day per point that takes the party. */
  availability: defineCall('reservation/availability', ZAvailabilityQuery, ZAvailability, READ),
  /** Creates or edits (moves) a reservation; an overlap on a point is reservation_conflict. */
  save: defineCall('reservation/save', ZReservationSave, ZReservation, MANAGE),
  get: defineCall('reservation/get', ZStoreItem, ZReservationDetail, READ),
  byStore: defineCall('reservation/byStore', ZReservationQuery, ZReservationPage, READ),
  /** confirmed, seated (opens the table's folio), completed, no_show. */
  setStatus: defineCall('reservation/setStatus', ZReservationStatusSet, ZReservation, MANAGE),
  cancel: defineCall('reservation/cancel', ZReservationCancel, ZReservation, MANAGE),
  /** The guest page's confirmation (request or instant) and the reminder's time. */
  getSettings: defineCall('reservation/getSettings', ZStoreOnly, ZReservationSettings, READ),
  saveSettings: defineCall('reservation/saveSettings', ZReservationSettingsSave, ZReservationSettings, MANAGE),
};

/**
 * The guest's side (docs/reservations.md, The guest page): no store key, since a guest is no member of the store; each
 * refused with `reservations_off` while the store's `reservation` property is off.
 */
export const guestReservationCalls = {
  /** Free start times of the store's day for the party, across its points (public: nothing of other bookings shows). */
  slots: defineCall('guest/reservationSlots', ZGuestSlotsQuery, ZGuestSlots, { access: 'public' }),
  /** A signed-in guest books (their verified phone); the smallest free point that takes the party is chosen. */
  book: defineCall('guest/book', ZGuestBook, ZGuestBooked),
  /** By the guest's link: what, when, where, and its status. */
  reservation: defineCall('guest/reservation', ZGuestReservationRef, ZGuestReservation, { access: 'public' }),
  /** By the guest's link, until the start. */
  cancel: defineCall('guest/reservationCancel', ZGuestReservationRef, ZGuestReservation, { access: 'public' }),
  /** By the guest's link: they are coming (a confirmed booking, until the start). */
  confirm: defineCall('guest/reservationConfirm', ZGuestReservationRef, ZGuestReservation, { access: 'public' }),
};
