import type { z } from 'zod';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { newId } from '@sofra/contracts/core/ids';
import {
  reservationTransitions,
  type Reservation,
  type ZReservationCancel,
  type ZReservationStatusSet,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { Tx } from '../../db/client.ts';
import type { ActorRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { announceOpened, openFolio } from '../folios/folios.service.ts';
import { reminderDueAt, sendConfirmation } from './messages.service.ts';
import * as repo from './reservations.repo.ts';
import type { NewReservationRow, ReservationRow } from './reservations.repo.ts';
import {
  actorOf,
  announce,
  isLive,
  notFound,
  pointNames,
  requireStore,
  requireVersion,
  toReservation,
  type StoreRow,
} from './reservations.service.ts';
import { settingsOf } from './settings.service.ts';

/** A reservation's status moves: confirm, seat (opening the table's folio), complete, no-show, cancel. */

type Out<T extends z.ZodType> = z.output<T>;

interface Move {
  status: ReservationRow['status'];
  patch: Partial<NewReservationRow>;
  detail: Record<string, unknown>;
}

/** Locks the reservation, checks the move, writes it with its history row; answers the row and the folio opened. */
const move = async (
  ctx: UserCtx,
  store: StoreRow,
  input: { storeId: string; id: string; version?: number },
  to: ReservationRow['status'],
  extra: (tx: Tx, row: ReservationRow, actor: ActorRow, now: Date) => Promise<Move>,
) => {
  const actor = await actorOf(ctx);
  const now = ctx.services.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockReservation(tx, input.storeId, input.id);
    if (!row) throw notFound(input.id);
    requireVersion(row, input.version);
    if (!reservationTransitions[row.status].includes(to))
      throw new AppError('reservation_status_invalid', `a ${row.status} reservation cannot become ${to}`);
    const m = await extra(tx, row, actor, now);
    const after = await repo.updateReservation(tx, row.id, { status: to, ...m.patch });
    if (!isLive(to)) await repo.clearSlots(tx, row.id);
    await repo.addEvent(tx, {
      id: newId(now.getTime()),
      reservationId: row.id,
      storeId: row.storeId,
      at: now,
      actor,
      action: to,
      detail: { from: row.status, ...m.detail },
    });
    return after;
  });
};

/**
 * Seats the party: the folio of the reservation's first table point opened in the same transaction, by the folio
 * area's own open (docs/reservations.md, Seating opens the folio). Answers the folio, or null without a table point.
 */
const seat = async (tx: Tx, row: ReservationRow, actor: ActorRow, now: Date): Promise<Folio | null> => {
  const points = await repo.lockPoints(tx, row.storeId, row.pointIds);
  const table = row.pointIds.map((id) => points.find((p) => p.id === id)).find((p) => p?.tableId);
  if (!table?.tableId) return null;
  return openFolio(
    tx,
    {
      storeId: row.storeId,
      tableId: table.tableId,
      serviceType: 'table',
      lines: [],
      note: row.notes,
      guestUserId: row.guestUserId,
      covers: row.partySize,
    },
    actor,
    now,
  );
};

/** `reservation/setStatus`. */
export const setStatus = async (ctx: UserCtx, input: Out<typeof ZReservationStatusSet>): Promise<Reservation> => {
  const store = await requireStore(ctx.db, input.storeId);
  const { reminderMinutes } = await settingsOf(ctx.db, input.storeId);
  let folio: Folio | null = null;
  const row = await move(ctx, store, input, input.status, async (tx, r, actor, now) => {
    switch (input.status) {
      case 'confirmed':
        return {
          status: 'confirmed',
          patch: {
            confirmedAt: now,
            reminderDueAt: reminderDueAt(r.startsAt, r.guestPhone, now, store.timeZone, reminderMinutes),
          },
          detail: {},
        };
      case 'seated':
        folio = await seat(tx, r, actor, now);
        return {
          status: 'seated',
          patch: { folioId: folio?.id ?? null },
          detail: {
            folioId: folio?.id ?? null,
            folioNumber: folio?.number ?? null,
            deposit: { amount: r.depositAmount, state: r.depositState },
          },
        };
      case 'no_show':
        if (now.getTime() < r.startsAt.getTime())
          throw new AppError('reservation_status_invalid', 'a no-show is marked from the start time on');
        return { status: 'no_show', patch: {}, detail: {} };
      default:
        return { status: input.status, patch: {}, detail: {} };
    }
  });
  const answer = toReservation(row, await pointNames(ctx.db, row.storeId), store.timeZone);
  await announce(ctx, 'reservation.changed', answer);
  if (folio) await announceOpened(ctx, folio);
  if (input.status === 'confirmed') await sendConfirmation(ctx, store, row);
  return answer;
};

/** `reservation/cancel`: who asked and why, kept on the reservation and in its history; its points are free again. */
export const cancel = async (ctx: UserCtx, input: Out<typeof ZReservationCancel>): Promise<Reservation> => {
  const store = await requireStore(ctx.db, input.storeId);
  const row = await move(ctx, store, input, 'cancelled', async () => ({
    status: 'cancelled',
    patch: { cancelReason: input.reason, cancelledBy: input.by },
    detail: { by: input.by, reason: input.reason },
  }));
  const answer = toReservation(row, await pointNames(ctx.db, row.storeId), store.timeZone);
  await announce(ctx, 'reservation.changed', answer);
  return answer;
};
