import type { FastifyInstance } from 'fastify';
import { reportCalls } from '@sofra/contracts/reports/reports.calls';
import { loyaltySummaryCalls } from '@sofra/contracts/reports/loyalty-summary.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as reports from './reports.service.ts';
import { productSalesAnswer } from './product-sales.service.ts';

export default async function reportRoutes(app: FastifyInstance) {
  rpc(app, reportCalls.getDashboard, (input, ctx) => reports.dashboard(ctx, input));
  rpc(app, reportCalls.getFolios, (input, ctx) => reports.folioDays(ctx, input));
  rpc(app, reportCalls.getStores, (input, ctx) => reports.storeFigures(ctx, input));
  rpc(app, reportCalls.getFolioDetails, (input, ctx) => reports.folioDetails(ctx, input));
  rpc(app, reportCalls.getUserCountStats, (input, ctx) => reports.userCountStats(ctx, input));
  rpc(app, loyaltySummaryCalls.getLoyaltySummary, (input, ctx) => reports.loyaltySummary(ctx, input));
  rpc(app, reportCalls.getProductSales, (input, ctx) => productSalesAnswer(ctx, input));
}
