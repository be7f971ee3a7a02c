import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { loyaltySummaryCalls } from '@sofra/contracts/reports/loyalty-summary.calls';
import { setupChecklistCalls } from '@sofra/contracts/reports/setup-checklist.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as reports from './reports.service.ts';
import { productSalesAnswer } from './product-sales.service.ts';
import { setupChecklist } from './setup-checklist.service.ts';

export default function reportRoutes(rpc: Rpc) {
  rpc(reportCalls.getDashboard, (input, ctx) => reports.dashboard(ctx, input));
  rpc(reportCalls.getFolios, (input, ctx) => reports.folioDays(ctx, input));
  rpc(reportCalls.getStores, (input, ctx) => reports.storeFigures(ctx, input));
  rpc(reportCalls.getFolioDetails, (input, ctx) => reports.folioDetails(ctx, input));
  rpc(reportCalls.getUserCountStats, (input, ctx) => reports.userCountStats(ctx, input));
  rpc(loyaltySummaryCalls.getLoyaltySummary, (input, ctx) => reports.loyaltySummary(ctx, input));
  rpc(reportCalls.getProductSales, (input, ctx) => productSalesAnswer(ctx, input));
  rpc(setupChecklistCalls.getSetupChecklist, (input, ctx) => setupChecklist(ctx, input.storeId));
}
