import type { z } from 'zod';
import type { DeliveryStatus } from '@sofra/contracts/core/enums';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { deliveryCalls } from '@sofra/contracts/live/live.calls';
import {
  deliveryTransitions,
  type DeliveryFolio,
  type ZDeliveryQuery,
  type ZDeliveryUpdate,
} from '@sofra/contracts/live/live.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { requireStoreAccess } from '../../lib/session.ts';
import { storesWith } from '../stores/staff.service.ts';
import * as repo from './deliveries.repo.ts';
import { closeBill } from './folio-payments.service.ts';
import { change } from './folio-writes.ts';
import { toSummary } from './search.service.ts';
import { folioBrief } from '../../platform/live/events.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** How long a delivery stays on the board after it was closed or cancelled. */
export const FINISHED_DELIVERY_HOURS = 12;

/**
 * `folio/getDeliveryFolios`: the board across the caller's stores — every store they own or serve holding
 * orders.manage, or only those of `storeIds` (a store not among them is store_forbidden, as the guard answers).
 */
export const board = async (ctx: UserCtx, input: Out<typeof ZDeliveryQuery>, now = new Date()) => {
  const stores = await storesWith(ctx.db, ctx.user.id, 'orders.manage');
  const names = new Map(stores.map((s) => [s.id, s.name]));
  const asked = input.storeIds ? [...new Set(input.storeIds)] : [...names.keys()];
  const forbidden = asked.find((id) => !names.has(id));
  if (forbidden) throw new AppError('store_forbidden', `no access to store ${forbidden}`);
  if (!asked.length) return [];
  const rows = await repo.board(ctx.db, asked, new Date(now.getTime() - FINISHED_DELIVERY_HOURS * 3_600_000));
  return rows.map((row): DeliveryFolio => ({ ...toSummary(row), storeName: names.get(row.storeId)! }));
};

/**
 * `folio/updateDeliveryStatus`: one move along deliveryTransitions, of a delivery folio only; leaving for routing
 * takes a courier's name (given now, or kept from before); closing it closes its bill too. A history row;
 * `delivery.changed` after the commit.
 */
export const updateStatus = async (ctx: UserCtx, input: Out<typeof ZDeliveryUpdate>): Promise<Folio> => {
  // Asked before the write's transaction (which holds the embedded database's one connection): closing a bill is
  // folio/close's permission, not the board's.
  const mayCloseBill = input.status === 'closed' && (await holds(ctx, input.storeId, folioCalls.close.staffPermission));
  const folio = await change(ctx, deliveryCalls.updateDeliveryStatus, input, undefined, async (d, tx) => {
    const from = d.row.deliveryStatus as DeliveryStatus;
    if (d.row.serviceType !== 'delivery')
      throw new AppError(
        'delivery_transition_invalid',
        `folio ${d.row.id} is of service type ${d.row.serviceType}, not delivery: it has no delivery status`,
      );
    if (!deliveryTransitions[from].includes(input.status))
      throw new AppError(
        'delivery_transition_invalid',
        `a delivery cannot move from ${from} to ${input.status}; from ${from}: ${deliveryTransitions[from].join(', ') || 'none'}`,
      );
    const courierName = input.courierName?.trim() || d.row.courierName;
    if (input.status === 'routing' && !courierName)
      throw AppError.invalid([{ path: 'courierName', code: 'required' }], 'courierName: who takes it out is needed');
    d.patch = { deliveryStatus: input.status, deliveryStatusAt: d.now, courierName: courierName ?? null };
    const move = { from, to: input.status, courierName: courierName ?? null };
    d.event = { action: 'delivery', detail: move };
    // Closing the delivery closes its bill in the same write, or neither happens: a bill with a balance due is
    // folio_balance_due and the delivery stays where it was. A bill already closed at the till only moves.
    if (input.status === 'closed' && (d.row.status === 'open' || d.row.status === 'locked')) {
      if (!mayCloseBill)
        throw new AppError('store_forbidden', `closing the bill needs ${folioCalls.close.staffPermission}`);
      await closeBill(d, tx, { delivery: move });
    }
  });
  await ctx.services.live.publish(ctx.tenant.slug, {
    type: 'delivery.changed',
    storeId: folio.storeId,
    folio: folioBrief(folio),
    deliveryStatus: folio.deliveryStatus,
    courierName: folio.courierName,
  });
  return folio;
};

/** Whether the caller passes the store guard with `permission`. */
const holds = (ctx: UserCtx, storeId: string, permission: string | undefined) =>
  requireStoreAccess(ctx.db, ctx.user, storeId, permission).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'store_forbidden') return false;
      throw error;
    },
  );

/** The guest user a folio was opened for (their notifications); null without one. */
export const guestUserIdOf = (db: Db, storeId: string, folioId: string) => repo.guestUserIdOf(db, storeId, folioId);
