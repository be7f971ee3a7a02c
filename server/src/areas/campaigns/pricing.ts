import type { CampaignSegment } from '@sofra/contracts/loyalty/campaigns.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { FolioCampaignRow, LineCampaignRow } from '../../db/schema/index.ts';
import { userById } from '../auth/users.service.ts';
import { mulDivHalfUp, percentToBp } from '../folios/totals.ts';
import { productPlaces } from '../menu/catalogue.service.ts';
import { isInSegment } from '../customers/segments.ts';
import * as repo from './campaigns.repo.ts';
import type { CampaignRow } from './campaigns.repo.ts';
import { addDays, inSchedule, isoWeekday } from './schedule.ts';

/**
 * How running campaigns price a folio (docs/campaigns.md, Pricing). Called by the folio service inside its write's
 * transaction whenever lines are added or change; the totals then take each line's campaign amount before its own
 * discount, and the bill reward before the folio's own discount.
 */

export interface PricedLine {
  id: string;
  productId: string | null;
  unitPrice: number;
  quantity: number;
  state: 'active' | 'gift' | 'void';
  createdAt: Date;
  campaign: LineCampaignRow | null;
}

export interface PricedFolio {
  storeId: string;
  guestUserId: string | null;
  businessDay: string;
}

const BP = 10_000;

/** The amount `percent` (two decimals) takes off `of`, rounded half up. */
const percentOff = (of: number, percent: number) => mulDivHalfUp(of, percentToBp(percent), BP);

/** The guest's birthday this year (29 February: 28 February in other years), or null when unknown. */
const birthdayIn = (dateOfBirth: string | null | undefined, year: number): string | null => {
  const m = dateOfBirth?.match(/^\d{4}-(\d{2})-(\d{2})/);
  if (!m) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m[1] === '02' && m[2] === '29' && !leap ? '28' : m[2];
  return `${year}-${m[1]}-${day}`;
};

/** Whether `day` is in the guest's birthday week (Monday–Sunday around it) or month. */
const inBirthdayWindow = (dateOfBirth: string | null | undefined, day: string, window: 'week' | 'month') => {
  const birthday = birthdayIn(dateOfBirth, Number(day.slice(0, 4)));
  if (!birthday) return false;
  if (window === 'month') return birthday.slice(5, 7) === day.slice(5, 7);
  const monday = addDays(birthday, 1 - isoWeekday(birthday));
  return day >= monday && day <= addDays(monday, 6);
};

/** Line campaigns: what each campaign would take off each line (index → amount). */
const lineOffers = (c: CampaignRow, lines: PricedLine[], groupOf: Map<string, string>): Map<number, number> => {
  const offers = new Map<number, number>();
  const { rule } = c;
  const matches = (l: PricedLine) =>
    l.productId !== null &&
    (rule.productIds.includes(l.productId) || rule.groupIds.includes(groupOf.get(l.productId) ?? ''));
  const eligible = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.state === 'active' && matches(l));
  if (c.kind === 'happy-hour') {
    for (const { l, i } of eligible)
      if (inSchedule(c.schedule, l.createdAt)) offers.set(i, percentOff(l.unitPrice * l.quantity, rule.percent!));
    return offers;
  }
  // buy-x-get-y: of every buy + get units of the folio's matching lines, the `get` cheapest are at `percent` off.
  const units = eligible.filter(({ l }) => inSchedule(c.schedule, l.createdAt));
  const total = units.reduce((a, { l }) => a + l.quantity, 0);
  let reduced = Math.floor(total / (rule.buy! + rule.get!)) * rule.get!;
  for (const { l, i } of [...units].sort((a, b) => a.l.unitPrice - b.l.unitPrice || a.i - b.i)) {
    if (reduced <= 0) break;
    const n = Math.min(reduced, l.quantity);
    offers.set(i, percentOff(l.unitPrice * n, rule.percent!));
    reduced -= n;
  }
  return offers;
};

/**
 * Prices the folio's lines by the store's running campaigns as of `now`: each sold line gets the campaign that takes
 * the most off it (ties: the older campaign), others none; the bill gets the guest's best reward. Sets `campaign` on
 * the lines (adding the ones that changed to `changed`) and answers the bill reward (its amount is the totals').
 */
export const priceByCampaigns = async (
  tx: Tx,
  folio: PricedFolio,
  lines: PricedLine[],
  changed: Set<string>,
  now: Date,
): Promise<FolioCampaignRow | null> => {
  const running = await repo.running(tx, folio.storeId);
  if (running.length === 0 && lines.every((l) => l.campaign === null)) return null;
  // A guest's segments by the customers part's rules (docs/customers.md); a guest with no visit yet counts as new.
  const member = new Map<CampaignSegment, boolean>();
  if (folio.guestUserId)
    for (const segment of new Set(running.map((c) => c.segment).filter((x) => x !== 'all')))
      member.set(segment, await isInSegment(tx, folio.storeId, folio.guestUserId, segment, now));
  const visited =
    folio.guestUserId !== null && member.get('new') === false
      ? await isInSegment(tx, folio.storeId, folio.guestUserId, 'all', now)
      : true;
  const inSegment = (segment: CampaignSegment) =>
    segment === 'all' || member.get(segment) === true || (segment === 'new' && !visited);
  // Anonymous folios: only campaigns for everyone. A guest with no visit yet is new.
  const forThem = running.filter((c) => (folio.guestUserId ? inSegment(c.segment) : c.segment === 'all'));

  const lineKinds = forThem.filter((c) => c.kind === 'happy-hour' || c.kind === 'buy-x-get-y');
  const productIds = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const groupOf = new Map(
    lineKinds.length
      ? (await productPlaces(tx, folio.storeId, productIds)).map((p) => [p.id, p.groupId ?? ''] as const)
      : [],
  );
  const best: (LineCampaignRow | null)[] = lines.map(() => null);
  for (const c of lineKinds)
    for (const [i, amount] of lineOffers(c, lines, groupOf))
      if (amount > 0 && amount > (best[i]?.amount ?? 0)) best[i] = { campaignId: c.id, campaignName: c.name, amount };
  lines.forEach((l, i) => {
    const next = best[i]!;
    const same =
      next === null
        ? l.campaign === null
        : l.campaign !== null && l.campaign.campaignId === next.campaignId && l.campaign.amount === next.amount;
    if (!same) {
      l.campaign = next;
      changed.add(l.id);
    }
  });

  let bill: FolioCampaignRow | null = null;
  if (folio.guestUserId) {
    // A welcome campaign that gives a coupon takes nothing off the bill (welcome.ts loads the coupon).
    const rewards = forThem.filter(
      (c) => ['nth-visit', 'birthday', 'welcome'].includes(c.kind) && c.rule.reward && inSchedule(c.schedule, now),
    );
    const countsVisits = rewards.some((c) => c.kind === 'nth-visit' || c.kind === 'welcome');
    const visit = countsVisits
      ? (await repo.visitDaysBefore(tx, folio.storeId, folio.guestUserId, folio.businessDay)) + 1
      : 1;
    const dateOfBirth = rewards.some((c) => c.kind === 'birthday')
      ? (await userById(tx as Db, folio.guestUserId))?.dateOfBirth
      : null;
    const sold = lines.reduce(
      (a, l, i) => (l.state === 'active' ? a + l.unitPrice * l.quantity - (best[i]?.amount ?? 0) : a),
      0,
    );
    for (const c of rewards) {
      const fits =
        (c.kind === 'welcome' && visit === 1) ||
        (c.kind === 'nth-visit' && visit === c.rule.visit) ||
        (c.kind === 'birthday' && inBirthdayWindow(dateOfBirth, folio.businessDay, c.rule.window!));
      if (!fits || !c.rule.reward) continue;
      const { kind, value } = c.rule.reward;
      const worth = Math.min(sold, kind === 'percent' ? percentOff(sold, value) : value);
      const bestWorth = bill ? Math.min(sold, bill.kind === 'percent' ? percentOff(sold, bill.value) : bill.value) : -1;
      if (worth > bestWorth) bill = { campaignId: c.id, campaignName: c.name, kind, value, amount: 0 };
    }
  }
  const used = new Set([...best.flatMap((b) => (b ? [b.campaignId] : [])), ...(bill ? [bill.campaignId] : [])]);
  await repo.markApplied(
    tx,
    folio.storeId,
    running.filter((c) => used.has(c.id) && c.firstAppliedAt === null).map((c) => c.id),
    now,
  );
  return bill;
};
