import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZId, ZIsoDate } from '../core/schemas.ts';
import { productSalesBys } from './reports.schemas.ts';

/**
 * `report/exportProductSales`: the product sales report as an `.xlsx` (docs/report-screens.md, Export), written by
 * the server from the same answer as `report/getProductSales`, so the file's totals are the screen's.
 */
export const ZProductSalesExport = z
  .object({
    storeId: ZId,
    from: ZIsoDate,
    to: ZIsoDate,
    by: z.enum(productSalesBys).default('product'),
    /** The header row's language. */
    language: z.enum(['tr', 'en']).default('tr'),
  })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] });

export const reportExportCalls = {
  exportProductSales: defineCall('report/exportProductSales', ZProductSalesExport, z.unknown(), {
    storeKey: 'storeId',
    staffPermission: 'reports.view',
    raw: true,
  }),
};
