import type { CampaignMessage, CampaignSchedule } from '@sofra/contracts/loyalty/campaigns.schemas';
import { wallClockParts } from '@sofra/contracts/core/wall-clock';
import type { Db, Tx } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { languagesOf } from '../auth/users.service.ts';
import { giveCode, storeCoupon } from '../coupons/wallet.service.ts';
import {
  budgetLeft,
  campaignMessageAudience,
  deliverCampaignMessage,
  inQuietHours,
  lockMessagesOf,
  queueCampaignMessage,
  type CampaignAudienceFilter,
} from '../customers/messages.service.ts';
import * as campaignsRepo from './campaigns.repo.ts';
import type { CampaignRow, RunningCampaign } from './campaigns.repo.ts';
import * as repo from './guest-messages.repo.ts';
import type { SendKind } from './guest-messages.repo.ts';
import { addDays } from './schedule.ts';

/**
 * Birthday and win-back messages (docs/campaigns.md): each running such campaign sends its message, through the
 * customers area's message path (consent, block, SMS budget, opt-out line), to the guests whose occasion has come, and
 * may load a coupon into their wallets. `campaign_sends` keeps who got one for which occasion under a unique key.
 */

/** Campaign messages go out from this hour of the store's clock (before the evening's quiet hours). */
export const SEND_FROM_HOUR = 10;

const DAY_MS = 86_400_000;

/** The store's date (YYYY-MM-DD) and hour at `at`, on the clock of its zone. */
const storeClock = (at: Date, timeZone: string) => {
  const w = wallClockParts(at, timeZone);
  const date = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  return { date, hour: w.hour };
};

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The birthdays (MM-DD) celebrated on `date`: its own, and 29 February on 28 February of a year without one (as the
 * birthday reward's window reads it).
 */
export const birthdaysOn = (date: string): string[] => {
  const monthDay = date.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(date.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
};

/** A message campaign runs on the days between its schedule's `from` and `to`; weekdays and hours are the job's. */
const datesFit = (s: CampaignSchedule, date: string) => date >= s.from && (s.to === null || date <= s.to);

/** What picks a message campaign's guests: its store, kind and rule. */
export type MessageCampaign = Pick<RunningCampaign, 'storeId' | 'kind' | 'rule' | 'timeZone'>;

interface Occasion {
  userId: string;
  occasion: string;
}

/** Who the campaign is for today, each with the occasion that makes their message once-only. */
const audienceFilter = (campaign: MessageCampaign, now: Date): { who: CampaignAudienceFilter; year?: string } => {
  if (campaign.kind === 'birthday-message') {
    const target = addDays(storeClock(now, campaign.timeZone).date, campaign.rule.daysBefore ?? 0);
    return { who: { birthdays: birthdaysOn(target) }, year: target.slice(0, 4) };
  }
  return { who: { lastVisitBefore: new Date(now.getTime() - (campaign.rule.lapseDays ?? 60) * DAY_MS) } };
};

/** The guests a campaign would message now and have not had this occasion's message yet. */
export const dueGuests = async (tx: Tx, campaign: MessageCampaign, now: Date): Promise<Occasion[]> => {
  const kind = campaign.kind as SendKind;
  const channel = campaign.rule.message?.channel ?? 'sms';
  const { who, year } = audienceFilter(campaign, now);
  const guests = await campaignMessageAudience(tx, campaign.storeId, channel, who);
  const occasions = guests.map((g) => ({ userId: g.userId, occasion: year ?? g.lastVisitAt.toISOString() }));
  const sent = await repo.alreadySent(
    tx,
    campaign.storeId,
    kind,
    occasions.map((o) => o.userId),
  );
  return occasions.filter((o) => !sent.has(`${o.userId}|${o.occasion}`));
};

/** The text in the guest's language: English for a guest who reads English when there is one, else Turkish. */
const textFor = (message: CampaignMessage, lang: string | undefined) =>
  lang === 'en' && message.en.trim() ? message.en : message.tr;

/** Loads the campaign's coupon for each guest; answers the guests who got a code (none left: nothing, the message goes). */
const loadCoupons = async (tx: Tx, campaign: CampaignRow, userIds: string[], now: Date): Promise<Set<string>> => {
  const loaded = new Set<string>();
  if (!campaign.rule.couponId) return loaded;
  const coupon = await storeCoupon(tx, campaign.storeId, campaign.rule.couponId);
  if (!coupon || coupon.status !== 'active' || (coupon.validTo && coupon.validTo <= now)) return loaded;
  for (const userId of userIds) if (await giveCode(tx, coupon, userId, 'campaign', null)) loaded.add(userId);
  return loaded;
};

/**
 * One campaign's run, in one transaction under the store's message lock: claims the due guests (as many as the day's
 * SMS budget allows; the rest are due again at the next run), loads their coupons, writes one message per language.
 * Answers the messages to send after commit.
 */
const claimAndWrite = (db: Db, campaign: RunningCampaign, now: Date): Promise<string[]> =>
  db.transaction(async (tx) => {
    await lockMessagesOf(tx, campaign.storeId);
    const message = campaign.rule.message!;
    const kind = campaign.kind as SendKind;
    let due = await dueGuests(tx, campaign, now);
    if (message.channel === 'sms') due = due.slice(0, await budgetLeft(tx, campaign.storeId, now, campaign.timeZone));
    const claimed = new Set(
      await repo.claim(
        tx,
        due.map((d) => ({ storeId: campaign.storeId, kind, campaignId: campaign.id, sentAt: now, ...d })),
      ),
    );
    const guests = due.filter((d) => claimed.has(d.userId));
    if (guests.length === 0) return [];
    const withCoupon = await loadCoupons(
      tx,
      campaign,
      guests.map((g) => g.userId),
      now,
    );
    const languages = await languagesOf(
      tx,
      guests.map((g) => g.userId),
    );
    const byText = new Map<string, Occasion[]>();
    for (const g of guests) {
      const text = textFor(message, languages.get(g.userId));
      byText.set(text, [...(byText.get(text) ?? []), g]);
    }
    const messageIds: string[] = [];
    for (const [text, group] of byText) {
      const messageId = await queueCampaignMessage(
        tx,
        {
          storeId: campaign.storeId,
          timeZone: campaign.timeZone,
          label: kind,
          channel: message.channel,
          text,
          userIds: group.map((g) => g.userId),
        },
        now,
      );
      messageIds.push(messageId);
      for (const g of group)
        await repo.completeSend(
          tx,
          { storeId: campaign.storeId, kind, ...g },
          { messageId, couponId: withCoupon.has(g.userId) ? campaign.rule.couponId : null },
        );
    }
    if (!campaign.firstAppliedAt) await campaignsRepo.markApplied(tx, campaign.storeId, [campaign.id], now);
    return messageIds;
  });

/**
 * The daily run (the campaigns.send-guest-messages job, every hour): every running birthday and win-back campaign whose
 * dates include its store's today, from SEND_FROM_HOUR until the quiet hours of that store's clock (each store on its
 * own zone). Idempotent: a guest already sent this occasion's message is not due again. Answers the messages sent.
 */
export const sendCampaignMessages = async (db: Db, services: Services, now: Date): Promise<number> => {
  let sent = 0;
  for (const campaign of await repo.runningMessageCampaigns(db)) {
    const clock = storeClock(now, campaign.timeZone);
    if (clock.hour < SEND_FROM_HOUR || inQuietHours(now, campaign.timeZone)) continue;
    if (!campaign.rule.message || !datesFit(campaign.schedule, clock.date)) continue;
    for (const id of await claimAndWrite(db, campaign, now)) {
      await deliverCampaignMessage(db, services, id, now);
      sent += 1;
    }
  }
  return sent;
};
