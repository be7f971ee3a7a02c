import type { z } from 'zod';
import type { ZProductSalesExport } from '@sofra/contracts/reports/reports-export.calls';
import { RawAnswer } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { downloadHeaders, fileSlug, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { productSalesSheet } from './product-sales-sheet.ts';
import { productSales } from './product-sales.service.ts';

/**
 * `report/exportProductSales`: the answer of `report/getProductSales` for the same input, as an `.xlsx` — one source,
 * so the file's totals are the screen's (docs/report-screens.md, Export). The range rules are that call's.
 */
export const exportProductSales = async (
  ctx: UserCtx,
  input: z.output<typeof ZProductSalesExport>,
): Promise<RawAnswer> => {
  const { language, ...query } = input;
  const sales = await productSales(ctx, query);
  const bytes = await productSalesSheet(sales, language);
  const store = await storeRowById(ctx.db, input.storeId);
  const name = `product-sales-${fileSlug(store?.name ?? '', input.storeId)}-${input.by}-${input.from}-${input.to}.xlsx`;
  return new RawAnswer(XLSX_TYPE, bytes, downloadHeaders(name));
};
