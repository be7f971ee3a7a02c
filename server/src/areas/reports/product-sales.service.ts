import type { z } from 'zod';
import type { ProductSales, ZProductSalesQuery } from '@sofra/contracts/reports/reports.schemas';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import type { Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as repo from './reports.repo.ts';
import type { ProductSalesLine } from './reports.repo.ts';
import { kept, requireRange } from './reports.service.ts';

type Out<S extends z.ZodType> = z.output<S>;

type SalesFigures = Omit<ProductSales['totals'], 'taxes'> & { taxes: Map<number, { net: number; tax: number }> };
const emptySales = (): SalesFigures => ({
  quantity: 0,
  giftQuantity: 0,
  voidQuantity: 0,
  gross: 0,
  discounts: 0,
  gifts: 0,
  voids: 0,
  net: 0,
  tax: 0,
  taxes: new Map(),
});
const addLine = (to: SalesFigures, l: ProductSalesLine) => {
  for (const k of [
    'quantity',
    'giftQuantity',
    'voidQuantity',
    'gross',
    'discounts',
    'gifts',
    'voids',
    'net',
    'tax',
  ] as const)
    to[k] += l[k];
  const rate = to.taxes.get(l.taxRate) ?? { net: 0, tax: 0 };
  rate.net += l.net;
  rate.tax += l.tax;
  to.taxes.set(l.taxRate, rate);
};
const salesOut = ({ taxes, ...rest }: SalesFigures): ProductSales['totals'] => ({
  ...rest,
  // The rates something was sold at (a rate of only gifts and voids adds nothing).
  taxes: [...taxes.entries()]
    .filter(([, t]) => t.net !== 0 || t.tax !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, t]) => ({ rate, ...t })),
});

/** `report/getProductSales`, kept until the store's rollups change. */
export const productSalesAnswer = (ctx: UserCtx, input: Out<typeof ZProductSalesQuery>): Promise<Versioned> =>
  kept(ctx, reportCalls.getProductSales, input, [input.storeId], () => productSales(ctx, input));

/** The product sales of a store: by product, group or department; net descending (the screen and the export). */
export const productSales = async (ctx: UserCtx, input: Out<typeof ZProductSalesQuery>): Promise<ProductSales> => {
  requireRange(input.from, input.to);
  const lines = await repo.productLines(ctx.db, input.storeId, input.from, input.to);
  const rows = new Map<
    string,
    { head: Omit<ProductSales['rows'][number], keyof ProductSales['totals']>; f: SalesFigures }
  >();
  const totals = emptySales();
  for (const l of lines) {
    const head =
      input.by === 'product'
        ? {
            key: l.productKey,
            name: l.name,
            groupId: l.groupId,
            groupName: l.groupName,
            departmentId: l.departmentId,
            departmentName: l.departmentName,
          }
        : input.by === 'group'
          ? {
              key: l.groupId ?? '',
              name: l.groupName ?? '',
              groupId: l.groupId,
              groupName: l.groupName,
              departmentId: null,
              departmentName: null,
            }
          : {
              key: l.departmentId ?? '',
              name: l.departmentName ?? '',
              groupId: null,
              groupName: null,
              departmentId: l.departmentId,
              departmentName: l.departmentName,
            };
    let row = rows.get(head.key);
    if (!row) rows.set(head.key, (row = { head, f: emptySales() }));
    addLine(row.f, l);
    addLine(totals, l);
  }
  return {
    by: input.by,
    rows: [...rows.values()]
      .map((r) => ({ ...r.head, ...salesOut(r.f) }))
      .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name) || a.key.localeCompare(b.key)),
    totals: salesOut(totals),
  };
};
