import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  MAX_CAMPAIGNS,
  isMessageKind,
  type Campaign,
  type CampaignSegment,
  type ZCampaignSave,
  type ZCampaignSetStatus,
  type ZMessageAudienceIn,
} from '@sofra/contracts/loyalty/campaigns.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { campaignMessageAudience } from '../customers/messages.service.ts';
import { countSegment } from '../customers/segments.ts';
import { storeRowById } from '../stores/stores.service.ts';
import * as repo from './campaigns.repo.ts';
import type { CampaignRow } from './campaigns.repo.ts';
import { checkWelcomeCoupon } from './welcome.ts';
import { dueGuests } from './guest-messages.ts';

/** Campaigns (docs/campaigns.md): saved, started, paused, ended; their audience counted from the store's visits. */

type Out<T extends z.ZodType> = z.output<T>;

/** The size of every segment now, by the customers part's rules over its user places (docs/customers.md). */
const countSegments = async (db: Tx, storeId: string, now: Date): Promise<Record<CampaignSegment, number>> => {
  const counts = { all: 0, new: 0, regular: 0, lapsed: 0, top: 0 };
  for (const s of Object.keys(counts) as CampaignSegment[]) counts[s] = await countSegment(db, storeId, s, now);
  return counts;
};

const toCampaign = (row: CampaignRow, audience: Record<CampaignSegment, number>): Campaign => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  kind: row.kind,
  rule: row.rule,
  segment: row.segment,
  schedule: row.schedule,
  status: row.status,
  firstAppliedAt: row.firstAppliedAt ? row.firstAppliedAt.toISOString() : null,
  audience: audience[row.segment],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = (id: string) =>
  new AppError('campaign_not_found', `campaign ${id} is not a campaign of this store`, {}, [
    { path: 'id', code: 'campaign_not_found' },
  ]);

const requireCampaign = async (db: Tx, storeId: string, id: string) => {
  const row = await repo.byId(db, storeId, id);
  if (!row) throw notFound(id);
  return row;
};

const answer = async (ctx: UserCtx, row: CampaignRow) =>
  toCampaign(row, await countSegments(ctx.db, row.storeId, ctx.services.now()));

/** `campaign/get`: newest first, with the audience of each. */
export const list = async (ctx: UserCtx, storeId: string): Promise<Campaign[]> => {
  const rows = await repo.list(ctx.db, storeId);
  const audience = await countSegments(ctx.db, storeId, ctx.services.now());
  return rows.map((r) => toCampaign(r, audience));
};

/** Only the rule fields the kind uses are kept, so a campaign never carries another kind's leftovers. */
const ruleOf = (input: Out<typeof ZCampaignSave>): CampaignRow['rule'] => {
  const r = input.rule;
  switch (input.kind) {
    case 'happy-hour':
      return { percent: r.percent, groupIds: r.groupIds, productIds: [] };
    case 'buy-x-get-y':
      return { percent: r.percent, buy: r.buy, get: r.get, groupIds: r.groupIds, productIds: r.productIds };
    case 'nth-visit':
      return { visit: r.visit, reward: r.reward, groupIds: [], productIds: [] };
    case 'birthday':
      return { window: r.window, reward: r.reward, groupIds: [], productIds: [] };
    case 'welcome':
      return r.couponId
        ? { couponId: r.couponId, groupIds: [], productIds: [] }
        : { reward: r.reward, groupIds: [], productIds: [] };
    case 'birthday-message':
      return { daysBefore: r.daysBefore, message: r.message, couponId: r.couponId, groupIds: [], productIds: [] };
    case 'win-back':
      return { lapseDays: r.lapseDays, message: r.message, couponId: r.couponId, groupIds: [], productIds: [] };
  }
};

/** `campaign/save`: creates one, or changes one that has not ended (its kind stays: campaign_ended / conflict). */
export const save = async (ctx: UserCtx, input: Out<typeof ZCampaignSave>): Promise<Campaign> => {
  if ((input.kind === 'welcome' || isMessageKind(input.kind)) && input.rule.couponId)
    await checkWelcomeCoupon(ctx.db, input.storeId, input.rule.couponId);
  const fields = {
    name: input.name,
    kind: input.kind,
    rule: ruleOf(input),
    // A birthday or win-back message picks its guests by their own dates, not by a segment.
    segment: isMessageKind(input.kind) ? ('all' as const) : input.segment,
    schedule: { ...input.schedule, days: [...input.schedule.days].sort((a, b) => a - b) },
    status: input.status,
  };
  if (input.id === undefined) {
    if ((await repo.countOf(ctx.db, input.storeId)) >= MAX_CAMPAIGNS)
      throw new AppError('conflict', `a store keeps at most ${MAX_CAMPAIGNS} campaigns: delete an old one`);
    return answer(ctx, await repo.insert(ctx.db, { id: newId(), storeId: input.storeId, ...fields }));
  }
  const row = await requireCampaign(ctx.db, input.storeId, input.id);
  if (row.status === 'ended') throw new AppError('campaign_ended', `campaign ${row.id} has ended: it cannot change`);
  if (row.kind !== input.kind)
    throw new AppError('conflict', `campaign ${row.id} is a ${row.kind}: its kind cannot change`, {}, [
      { path: 'kind', code: 'conflict' },
    ]);
  return answer(ctx, (await repo.update(ctx.db, input.storeId, row.id, fields))!);
};

/** `campaign/setStatus`: start (running), pause, or end; ended is final. */
export const setStatus = async (ctx: UserCtx, input: Out<typeof ZCampaignSetStatus>): Promise<Campaign> => {
  const row = await requireCampaign(ctx.db, input.storeId, input.id);
  if (row.status === 'ended') throw new AppError('campaign_ended', `campaign ${row.id} has ended`);
  if (row.status === input.status) return answer(ctx, row);
  return answer(ctx, (await repo.update(ctx.db, input.storeId, row.id, { status: input.status }))!);
};

/** `campaign/delete`: only one that never priced a folio; else campaign_in_use (end it instead). */
export const remove = async (ctx: UserCtx, storeId: string, id: string) => {
  await requireCampaign(ctx.db, storeId, id);
  if (!(await repo.removeUnapplied(ctx.db, storeId, id)))
    throw new AppError('campaign_in_use', `campaign ${id} has priced folios: end it instead`);
  return { message: 'deleted' };
};

/** `campaign/getAudience`: the store's guests in a segment now. */
export const audience = async (ctx: UserCtx, storeId: string, segment: CampaignSegment) => ({
  segment,
  count: await countSegment(ctx.db, storeId, segment, ctx.services.now()),
});

/** The store's running campaigns as a guest's wallet names them: offers, not the messages a guest is sent. */
export const runningNow = async (db: Tx, storeId: string) =>
  (await repo.running(db, storeId))
    .filter((c) => !isMessageKind(c.kind))
    .map((c) => ({ id: c.id, name: c.name, kind: c.kind }));

/**
 * `campaign/getMessageAudience`: the guests a birthday or win-back message reaches now: consenting guests with a known
 * date of birth, or lapsed guests not yet sent this lapse's message.
 */
export const messageAudience = async (ctx: UserCtx, input: Out<typeof ZMessageAudienceIn>) => {
  if (input.kind === 'birthday-message') {
    const guests = await campaignMessageAudience(ctx.db, input.storeId, input.channel, { anyBirthday: true });
    return { count: guests.length };
  }
  const store = await storeRowById(ctx.db, input.storeId);
  const winBack = {
    storeId: input.storeId,
    timeZone: store!.timeZone,
    kind: input.kind,
    rule: {
      lapseDays: input.lapseDays,
      message: { channel: input.channel, tr: '', en: '' },
      groupIds: [],
      productIds: [],
    },
  };
  return { count: (await dueGuests(ctx.db, winBack, ctx.services.now())).length };
};
