import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZOk } from '../core/schemas.ts';
import {
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
};
