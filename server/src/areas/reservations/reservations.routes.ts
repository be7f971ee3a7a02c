import { reservationCalls as c } from '@sofra/contracts/reservations/reservations.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as points from './points.service.ts';
import * as reservations from './reservations.service.ts';
import * as status from './status.service.ts';

export default function reservationRoutes(rpc: Rpc) {
  rpc(c.types, async () => reservations.types());
  rpc(c.getPoints, ({ storeId }, ctx) => points.points(ctx, storeId));
  rpc(c.savePoint, (input, ctx) => points.savePoint(ctx, input));
  rpc(c.deletePoint, ({ storeId, id }, ctx) => points.deletePoint(ctx, storeId, id));
  rpc(c.availability, (input, ctx) => reservations.availability(ctx, input));
  rpc(c.save, (input, ctx) => reservations.save(ctx, input));
  rpc(c.get, ({ storeId, id }, ctx) => reservations.get(ctx, storeId, id));
  rpc(c.byStore, (input, ctx) => reservations.byStore(ctx, input));
  rpc(c.setStatus, (input, ctx) => status.setStatus(ctx, input));
  rpc(c.cancel, (input, ctx) => status.cancel(ctx, input));
}
