import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_CASH_REGISTERS,
  type CashRegister,
  type CashRegisterKey,
  type Integration,
  type ZCashRegisterCreate,
  type ZIntegrationSave,
} from '@sofra/contracts/pos/pos.schemas';
import { AppError } from '../../lib/app-error.ts';
import { newPosKey, posKeyHash } from '../../lib/pos-keys.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { integrationOf, saveIntegrationOf } from '../stores/stores.service.ts';
import { storeTables } from '../tables/tables.service.ts';
import * as repo from './pos.repo.ts';
import type { CashRegisterRow } from './pos.repo.ts';

const toRegister = (row: CashRegisterRow): CashRegister => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  keyHint: row.keyHint,
  createDate: row.createDate.toISOString(),
  keyDate: row.keyDate.toISOString(),
  lastSeen: row.lastSeen?.toISOString() ?? null,
});

/** A new key and what is kept of it. */
const makeKey = () => {
  const key = newPosKey();
  return { key, keyHash: posKeyHash(key), keyHint: key.slice(-4) };
};

export const registers = async (ctx: UserCtx, storeId: string): Promise<CashRegister[]> =>
  (await repo.registersOf(ctx.db, storeId)).map(toRegister);

export const createRegister = async (
  ctx: UserCtx,
  { storeId, name }: z.output<typeof ZCashRegisterCreate>,
): Promise<CashRegisterKey> =>
  ctx.db.transaction(async (tx) => {
    if ((await repo.registerCount(tx, storeId)) >= MAX_CASH_REGISTERS)
      throw new AppError('definition_limit', `a store connects at most ${MAX_CASH_REGISTERS} cash registers`);
    const { key, keyHash, keyHint } = makeKey();
    const row = await repo.insertRegister(tx, { id: newId(), storeId, name, keyHash, keyHint });
    return { register: toRegister(row), key };
  });

/** The old key stops working once this commits: its cached entry goes with the `pos:<store>` change. */
export const rotateKey = async (ctx: UserCtx, storeId: string, id: string): Promise<CashRegisterKey> => {
  const { key, keyHash, keyHint } = makeKey();
  const row = await repo.replaceKey(ctx.db, storeId, id, keyHash, keyHint);
  if (!row) throw new AppError('cash_register_not_found', `${id} is not a cash register of the store`);
  return { register: toRegister(row), key };
};

export const deleteRegister = async (ctx: UserCtx, storeId: string, id: string) => {
  if (!(await repo.deleteRegister(ctx.db, storeId, id)))
    throw new AppError('cash_register_not_found', `${id} is not a cash register of the store`);
  return { message: 'cash register removed' };
};

export const integration = (ctx: UserCtx, storeId: string): Promise<Integration> => integrationOf(ctx.db, storeId);

export const saveIntegration = (ctx: UserCtx, input: z.output<typeof ZIntegrationSave>): Promise<Integration> =>
  saveIntegrationOf(ctx.db, input);

/** The store's tables and groups, as the POS sees them (the portal's own read, store/getStoreTables). */
export const tables = (ctx: Ctx, storeId: string) => storeTables(ctx, storeId);
export const tableGroups = async (ctx: Ctx, storeId: string) => (await storeTables(ctx, storeId)).groups;
