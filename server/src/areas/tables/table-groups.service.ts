import type { z } from 'zod';
import type { ZTableGroupDelete, ZTableGroupSave } from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { groupOrNull } from './tables.service.ts';
import * as repo from './table-groups.repo.ts';
import { isUniqueViolation, tablesOf, type Tx } from './tables.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

export const saveGroup = async (ctx: UserCtx, input: Out<typeof ZTableGroupSave>) => {
  const { storeId, name, oldName } = input;
  await ctx.db
    .transaction(async (tx) => {
      if (oldName === name) {
        if (!(await repo.groupExists(tx, storeId, name)))
          throw new AppError('table_group_not_found', `no group "${name}"`);
        return;
      }
      if (await repo.groupExists(tx, storeId, name))
        throw new AppError('table_group_exists', `group "${name}" already exists`);
      if (oldName === undefined) return repo.ensureGroup(tx, storeId, name);
      if (!(await repo.renameGroup(tx, storeId, oldName, name)))
        throw new AppError('table_group_not_found', `no group "${oldName}"`);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('table_group_exists', `group "${name}" already exists`);
      throw error;
    });
  return repo.groupNames(ctx.db, storeId);
};

export const deleteGroup = async (ctx: UserCtx, input: Out<typeof ZTableGroupDelete>) => {
  const { storeId, name, moveTo } = input;
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.groupExists(tx, storeId, name))) throw new AppError('table_group_not_found', `no group "${name}"`);
    const tables = await repo.tablesInGroup(tx, storeId, name);
    if (tables > 0) {
      if (moveTo === undefined)
        throw new AppError(
          'table_group_not_empty',
          `group "${name}" still has ${tables} tables; move them or give moveTo`,
        );
      if (moveTo === name) throw new AppError('validation_failed', 'moveTo must be another group');
      if (moveTo && !(await repo.groupExists(tx, storeId, moveTo)))
        throw new AppError('table_group_not_found', `no group "${moveTo}"`);
      await moveTables(tx, storeId, name, groupOrNull(moveTo));
    }
    await repo.deleteGroup(tx, storeId, name);
  });
  return repo.groupNames(ctx.db, storeId);
};

/** Moving can clash with a table of the same name in the target group; say which instead of a bare constraint error. */
const moveTables = async (tx: Tx, storeId: string, from: string, to: string | null) => {
  const { tables } = await tablesOf(tx, storeId);
  const target = new Set(tables.filter((t) => t.groupName === to).map((t) => t.tableName));
  const clash = tables.find((t) => t.groupName === from && target.has(t.tableName));
  if (clash)
    throw new AppError(
      'table_name_taken',
      `"${clash.tableName}" already exists in ${to ? `group "${to}"` : 'the tables without a group'}`,
    );
  await repo.moveGroupTables(tx, storeId, from, to);
};
