import type { FastifyInstance } from 'fastify';
import { reportExportCalls } from '@sofra/contracts/reports/reports-export.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as reportExports from './export.service.ts';

/** The reports' files (docs/report-screens.md); the reads are reports.routes.ts. */
export default async function reportExportRoutes(app: FastifyInstance) {
  rpc(app, reportExportCalls.exportProductSales, (input, ctx) => reportExports.exportProductSales(ctx, input));
}
