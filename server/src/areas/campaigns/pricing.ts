import type { CampaignSegment } from '@sofra/contracts/loyalty/campaigns.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { FolioCampaignRow, LineCampaignRow } from '../../db/schema/index.ts';
import { userById } from '../auth/users.service.ts';
import { mulDivHalfUp, percentToBp } from '../folios/totals.ts';
import { productPlaces } from '../menu/catalogue.service.ts';
import { isInSegment } from '../customers/segments.ts';
import * as repo from './campaigns.repo.ts';
import type { RunningCampaign } from './campaigns.repo.ts';
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
const lineOffers = (c: RunningCampaign, lines: PricedLine[], groupOf: Map<string, string>): Map<number, number> => {
  const offers = new Map<number, number>();
  const { rule } = c;
  const matches = (l: PricedLine) =>
    l.productId !== null &&
    (rule.productIds.includes(l.productId) || rule.groupIds.includes(groupOf.get(l.productId) ?? ''));
  const eligible = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.state === 'active' && matches(l));
  if (c.kind === 'happy-hour') {
    for (const { l, i } of eligible)
      if (inSchedule(c.schedule, l.createdAt, c.timeZone))
        offers.set(i, percentOff(l.unitPrice * l.quantity, rule.percent!));
    return offers;
  }
  // buy-x-get-y: of every buy + get units of the folio's matching lines, the `get` cheapest are at `percent` off.
  const units = eligible.filter(({ l }) => inSchedule(c.schedule, l.createdAt, c.timeZone));
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
 * Of the store's running campaigns, those for this guest: a guest's segments by the customers part's rules
 * (docs/customers.md), a guest with no visit yet counting as new; without a guest, only campaigns for everyone.
 */
const forGuest = async (
  tx: Tx,
  storeId: string,
  guestUserId: string | null,
  running: RunningCampaign[],
  now: Date,
): Promise<RunningCampaign[]> => {
  if (!guestUserId) return running.filter((c) => c.segment === 'all');
  const member = new Map<CampaignSegment, boolean>();
  for (const segment of new Set(running.map((c) => c.segment).filter((x) => x !== 'all')))
    member.set(segment, await isInSegment(tx, storeId, guestUserId, segment, now));
  const visited = member.get('new') === false ? await isInSegment(tx, storeId, guestUserId, 'all', now) : true;
  const inSegment = (segment: CampaignSegment) =>
    segment === 'all' || member.get(segment) === true || (segment === 'new' && !visited);
  return running.filter((c) => inSegment(c.segment));
};

/** A product as the menu lists it: its id and one unit's price (minor units). */
export interface ListedProduct {
  id: string;
  price: number;
}

/** What a running campaign does to one product now, as the menu shows it (`guest/offers`). */
export interface ProductOffer {
  productId: string;
  campaignName: string;
  /** A happy hour: one unit's price now. Null for a deal. */
  price: number | null;
  /** Buy x get y: of every `buy + get` units, the `get` cheapest at `percent` off. Null for a price. */
  deal: { buy: number; get: number; percent: number } | null;
}

/**
 * The offers the menu shows beside its prices (docs/campaigns.md, On the menu): for each product, the happy hour of
 * this guest's campaigns that takes the most off one unit now — priced by the lines' own rule (`lineOffers`), so
 * the card's price is a one-unit line's — else the first buy-x-get-y deal running now for it.
 */
export const productOffers = async (
  tx: Tx,
  storeId: string,
  guestUserId: string | null,
  products: ListedProduct[],
  now: Date,
): Promise<ProductOffer[]> => {
  const running = await repo.running(tx, storeId);
  const live = (await forGuest(tx, storeId, guestUserId, running, now)).filter(
    (c) => (c.kind === 'happy-hour' || c.kind === 'buy-x-get-y') && inSchedule(c.schedule, now, c.timeZone),
  );
  if (live.length === 0) return [];
  const groupOf = new Map(
    (
      await productPlaces(
        tx,
        storeId,
        products.map((p) => p.id),
      )
    ).map((p) => [p.id, p.groupId ?? ''] as const),
  );
  const offers: ProductOffer[] = [];
  for (const product of products) {
    const line: PricedLine = {
      id: product.id,
      productId: product.id,
      unitPrice: product.price,
      quantity: 1,
      state: 'active',
      createdAt: now,
      campaign: null,
    };
    let best: { campaign: RunningCampaign; amount: number } | null = null;
    for (const c of live.filter((x) => x.kind === 'happy-hour')) {
      const amount = lineOffers(c, [line], groupOf).get(0) ?? 0;
      if (amount > 0 && amount > (best?.amount ?? 0)) best = { campaign: c, amount };
    }
    if (best) {
      offers.push({
        productId: product.id,
        campaignName: best.campaign.name,
        price: product.price - best.amount,
        deal: null,
      });
      continue;
    }
    // A deal needs more than one unit to take anything off: asked of a line of `buy + get` units.
    const deal = live.find(
      (c) =>
        c.kind === 'buy-x-get-y' && lineOffers(c, [{ ...line, quantity: c.rule.buy! + c.rule.get! }], groupOf).size > 0,
    );
    if (deal)
      offers.push({
        productId: product.id,
        campaignName: deal.name,
        price: null,
        deal: { buy: deal.rule.buy!, get: deal.rule.get!, percent: deal.rule.percent! },
      });
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
  const forThem = await forGuest(tx, folio.storeId, folio.guestUserId, running, now);

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
      (c) =>
        ['nth-visit', 'birthday', 'welcome'].includes(c.kind) &&
        c.rule.reward &&
        inSchedule(c.schedule, now, c.timeZone),
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
