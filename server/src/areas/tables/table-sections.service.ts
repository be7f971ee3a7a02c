import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { TableSection, ZTableSectionSave } from '@sofra/contracts/tables/tables.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as repo from './table-sections.repo.ts';
import { existingTableIds, isUniqueViolation } from './tables.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

export const sections = async (ctx: UserCtx, storeId: string): Promise<TableSection[]> => {
  const { sections: rows, staffRows, tableRows } = await repo.sectionsOf(ctx.db, storeId);
  const collect = <K extends string>(list: ({ sectionId: string } & Record<K, string>)[], key: K) => {
    const by = new Map<string, string[]>();
    for (const r of list) by.set(r.sectionId, [...(by.get(r.sectionId) ?? []), r[key]]);
    return by;
  };
  const staffBy = collect(staffRows, 'userId');
  const tablesBy = collect(tableRows, 'tableId');
  return rows.map((s) => ({
    id: s.id,
    storeId: s.storeId,
    name: s.name,
    staffs: staffBy.get(s.id) ?? [],
    tables: tablesBy.get(s.id) ?? [],
  }));
};

export const saveSection = async (ctx: UserCtx, input: Out<typeof ZTableSectionSave>): Promise<TableSection> => {
  const { storeId, name } = input;
  const staffIds = [...new Set(input.staffs)];
  const tableIds = [...new Set(input.tables)];
  const id = input.id ?? newId();
  await ctx.db
    .transaction(async (tx) => {
      if (input.id && !(await repo.sectionById(tx, storeId, input.id)))
        throw new AppError('not_found', `section ${input.id} is not a section of this store`);
      if (await repo.sectionNameTaken(tx, storeId, name, input.id))
        throw new AppError('table_section_exists', `section "${name}" already exists`);
      const staffFound = await repo.staffOfStore(tx, storeId, staffIds);
      const notStaff = staffIds.filter((u) => !staffFound.has(u));
      if (notStaff.length)
        throw new AppError('user_not_staff', `not staff of this store: ${notStaff.slice(0, 5).join(', ')}`);
      const tablesFound = await existingTableIds(tx, storeId, tableIds);
      const notTables = tableIds.filter((tId) => !tablesFound.has(tId));
      if (notTables.length)
        throw new AppError('table_not_found', `not tables of this store: ${notTables.slice(0, 5).join(', ')}`);
      await repo.writeSection(tx, { id, storeId, name }, staffIds, tableIds);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('table_section_exists', `section "${name}" already exists`);
      throw error;
    });
  return { id, storeId, name, staffs: staffIds, tables: tableIds };
};

export const deleteSection = async (ctx: UserCtx, storeId: string, id: string) => {
  if (!(await repo.deleteSection(ctx.db, storeId, id)))
    throw new AppError('not_found', `section ${id} is not a section of this store`);
  return { message: 'ok' };
};
