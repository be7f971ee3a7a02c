import { reportExportCalls } from '@sofra/contracts/reports/reports-export.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as reportExports from './export.service.ts';

/** The reports' files (docs/report-screens.md); the reads are reports.routes.ts. */
export default function reportExportRoutes(rpc: Rpc) {
  rpc(reportExportCalls.exportProductSales, (input, ctx) => reportExports.exportProductSales(ctx, input));
}
