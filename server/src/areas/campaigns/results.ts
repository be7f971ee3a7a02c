import type { z } from 'zod';
import type { CampaignResults, ResultRow, ZCampaignResultsIn } from '@sofra/contracts/loyalty/campaigns.schemas';
import { MAX_REPORT_RANGE_DAYS } from '@sofra/contracts/reports/report-range';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as campaignsRepo from './campaigns.repo.ts';
import * as repo from './results.repo.ts';
import type { UsageRow } from './results.repo.ts';

/** What each campaign and coupon brought in a period of business days (docs/campaigns.md, Results). */

const DAY_MS = 86_400_000;

const checkPeriod = (from: string, to: string) => {
  if (from > to) throw new AppError('validation_failed', 'from is after to', {}, [{ path: 'from', code: 'invalid' }]);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_RANGE_DAYS)
    throw new AppError('validation_failed', `at most ${MAX_REPORT_RANGE_DAYS} days`, {}, [
      { path: 'to', code: 'too_big' },
    ]);
};

const rowOf = (item: { id: string; name: string; kind: string }, usage: Map<string, UsageRow>): ResultRow => {
  const u = usage.get(item.id);
  return {
    id: item.id,
    name: item.name,
    kind: item.kind,
    redemptions: u?.redemptions ?? 0,
    revenue: u?.revenue ?? 0,
    discount: u?.discount ?? 0,
    returning: u?.returning ?? 0,
  };
};

const byId = (rows: UsageRow[]) => new Map(rows.map((r) => [r.id, r]));

/** `campaign/getResults`: every campaign of the store (newest first) and every coupon it has or took (by name). */
export const results = async (ctx: UserCtx, input: z.output<typeof ZCampaignResultsIn>): Promise<CampaignResults> => {
  checkPeriod(input.from, input.to);
  const [pricing, messages, couponUses] = [
    await repo.pricingUsage(ctx.db, input),
    await repo.messageUsage(ctx.db, input),
    await repo.couponUsage(ctx.db, input),
  ];
  const campaignUsage = byId([...pricing, ...messages]);
  const couponUsage = byId(couponUses);
  const campaigns = await campaignsRepo.list(ctx.db, input.storeId);
  const coupons = await repo.couponsFor(
    ctx.db,
    input.storeId,
    couponUses.map((c) => c.id),
  );
  return {
    campaigns: campaigns.map((c) => rowOf(c, campaignUsage)),
    coupons: coupons.map((c) => rowOf(c, couponUsage)),
  };
};
