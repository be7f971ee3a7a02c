import type { z } from 'zod';
import type { ProductSales, ZProductSalesQuery } from '@sofra/contracts/reports/reports.schemas';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import type { Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as repo from './reports.repo.ts';
import type { ProductSalesLine } from './reports.repo.ts';
import { productOptionLines, type ProductOptionLine } from './product-options.repo.ts';
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

type Head = Omit<ProductSales['rows'][number], keyof ProductSales['totals']>;
type Row = ProductSales['rows'][number];

const productHead = (l: ProductSalesLine): Head => ({
  key: l.productKey,
  name: l.name,
  groupId: l.groupId,
  groupName: l.groupName,
  departmentId: l.departmentId,
  departmentName: l.departmentName,
});
const heads: Record<ProductSales['by'], (l: ProductOptionLine) => Head> = {
  product: productHead,
  option: (l) => ({ ...productHead(l), key: `${l.productKey}|${l.optionKey}`, options: l.options }),
  group: (l) => ({
    key: l.groupId ?? '',
    name: l.groupName ?? '',
    groupId: l.groupId,
    groupName: l.groupName,
    departmentId: null,
    departmentName: null,
  }),
  department: (l) => ({
    key: l.departmentId ?? '',
    name: l.departmentName ?? '',
    groupId: null,
    groupName: null,
    departmentId: l.departmentId,
    departmentName: l.departmentName,
  }),
};

const byNet = (a: Row, b: Row) => b.net - a.net || a.name.localeCompare(b.name) || a.key.localeCompare(b.key);
/** Option rows stay together under their product: the products net descending, then each one's choices. */
const byProductThenNet = (rows: Row[]) => {
  const productNet = new Map<string, number>();
  for (const r of rows) {
    const product = r.key.slice(0, r.key.lastIndexOf('|'));
    productNet.set(product, (productNet.get(product) ?? 0) + r.net);
  }
  const productOf = (r: Row) => r.key.slice(0, r.key.lastIndexOf('|'));
  return rows.sort(
    (a, b) =>
      (productNet.get(productOf(b)) ?? 0) - (productNet.get(productOf(a)) ?? 0) ||
      a.name.localeCompare(b.name) ||
      productOf(a).localeCompare(productOf(b)) ||
      byNet(a, b),
  );
};

/**
 * The product sales of a store: by product, group or department, net descending; or by product and option choice,
 * each product's choices together (the screen and the export).
 */
export const productSales = async (ctx: UserCtx, input: Out<typeof ZProductSalesQuery>): Promise<ProductSales> => {
  requireRange(input.from, input.to);
  const lines: ProductOptionLine[] =
    input.by === 'option'
      ? await productOptionLines(ctx.db, input.storeId, input.from, input.to)
      : (await repo.productLines(ctx.db, input.storeId, input.from, input.to)).map((l) => ({
          ...l,
          optionKey: '',
          options: [],
        }));
  const rows = new Map<string, { head: Head; f: SalesFigures }>();
  const totals = emptySales();
  for (const l of lines) {
    const head = heads[input.by](l);
    let row = rows.get(head.key);
    if (!row) rows.set(head.key, (row = { head, f: emptySales() }));
    addLine(row.f, l);
    addLine(totals, l);
  }
  const out = [...rows.values()].map((r) => ({ ...r.head, ...salesOut(r.f) }));
  return {
    by: input.by,
    rows: input.by === 'option' ? byProductThenNet(out) : out.sort(byNet),
    totals: salesOut(totals),
  };
};
