import { guestReservationCalls as g, reservationCalls as c } from '@sofra/contracts/reservations/reservations.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as guest from './guest.service.ts';
import * as points from './points.service.ts';
import { availability } from './availability.service.ts';
import * as reservations from './reservations.service.ts';
import * as settings from './settings.service.ts';
import * as status from './status.service.ts';

export default function reservationRoutes(rpc: Rpc) {
  rpc(c.types, async () => reservations.types());
  rpc(c.getPoints, ({ storeId }, ctx) => points.points(ctx, storeId));
  rpc(c.savePoint, (input, ctx) => points.savePoint(ctx, input));
  rpc(c.deletePoint, ({ storeId, id }, ctx) => points.deletePoint(ctx, storeId, id));
  rpc(c.availability, (input, ctx) => availability(ctx, input));
  rpc(c.save, (input, ctx) => reservations.save(ctx, input));
  rpc(c.get, ({ storeId, id }, ctx) => reservations.get(ctx, storeId, id));
  rpc(c.byStore, (input, ctx) => reservations.byStore(ctx, input));
  rpc(c.setStatus, (input, ctx) => status.setStatus(ctx, input));
  rpc(c.cancel, (input, ctx) => status.cancel(ctx, input));
  rpc(c.getSettings, ({ storeId }, ctx) => settings.getSettings(ctx, storeId));
  rpc(c.saveSettings, (input, ctx) => settings.saveSettings(ctx, input));
  rpc(g.slots, (input, ctx) => guest.slots(ctx, input));
  rpc(g.book, (input, ctx) => guest.book(ctx, input));
  rpc(g.reservation, ({ token }, ctx) => guest.reservation(ctx, token));
  rpc(g.cancel, ({ token }, ctx) => guest.cancel(ctx, token));
  rpc(g.confirm, ({ token }, ctx) => guest.confirm(ctx, token));
}
