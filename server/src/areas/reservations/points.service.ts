import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  reservationLimits,
  type ReservationPoint,
  type ZReservationPointSave,
} from '@sofra/contracts/reservations/reservations.schemas';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { sections } from '../tables/table-sections.service.ts';
import { requireTable } from '../tables/tables.service.ts';
import * as repo from './reservations.repo.ts';
import type { PointRow } from './reservations.repo.ts';

/** Reservation points (docs/reservations.md, Reservation points). */

type Out<T extends z.ZodType> = z.output<T>;

export const toPoint = (row: PointRow): ReservationPoint => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  kind: row.kind,
  tableId: row.tableId,
  sectionId: row.sectionId,
  minParty: row.minParty,
  maxParty: row.maxParty,
  combinable: row.combinable,
  slots: row.slots,
  bufferMinutes: row.bufferMinutes,
  windows: row.windows,
  active: row.active,
});

export const points = async (ctx: UserCtx, storeId: string) => (await repo.pointsOf(ctx.db, storeId)).map(toPoint);

export const savePoint = async (ctx: UserCtx, input: Out<typeof ZReservationPointSave>): Promise<ReservationPoint> => {
  const { storeId } = input;
  if (input.id && !(await repo.pointById(ctx.db, storeId, input.id)))
    throw new AppError('reservation_point_not_found', `point ${input.id} is not a reservation point of this store`);
  if (!input.id && (await repo.countPoints(ctx.db, storeId)) >= reservationLimits.pointsPerStore)
    throw new AppError('conflict', `a store has at most ${reservationLimits.pointsPerStore} reservation points`);
  const tableId = input.kind === 'table' ? input.tableId! : null;
  const sectionId = input.kind === 'section' ? input.sectionId! : null;
  if (tableId) await requireTable(ctx, storeId, tableId);
  if (sectionId && !(await sections(ctx, storeId)).some((s) => s.id === sectionId))
    throw new AppError('not_found', `section ${sectionId} is not a section of this store`);
  const row = await repo
    .upsertPoint(ctx.db, {
      id: input.id ?? newId(),
      storeId,
      name: input.name,
      kind: input.kind,
      tableId,
      sectionId,
      minParty: input.minParty,
      maxParty: input.maxParty,
      combinable: input.combinable,
      slots: [...input.slots].sort((a, b) => a.upTo - b.upTo),
      bufferMinutes: input.bufferMinutes,
      windows: input.windows,
      active: input.active,
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('conflict', `a point named "${input.name}" or of that table exists already`);
      throw error;
    });
  return toPoint(row);
};

export const deletePoint = async (ctx: UserCtx, storeId: string, id: string) => {
  const point = await repo.pointById(ctx.db, storeId, id);
  if (!point) throw new AppError('reservation_point_not_found', `point ${id} is not a reservation point of this store`);
  if (await repo.pointHeldAfter(ctx.db, id, ctx.services.now()))
    throw new AppError('conflict', `point ${id} holds live reservations: switch it off instead`);
  await repo.deletePoint(ctx.db, storeId, id);
  return { message: 'ok' };
};
