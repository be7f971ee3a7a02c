import { createHash, randomBytes } from 'node:crypto';
import { newId } from '@sofra/contracts/core/ids';
import type { z } from 'zod';
import type { Segment, ZMessageAudienceQuery, ZSendMessage } from '@sofra/contracts/customers/customers.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import type { Services } from '../../services.ts';
import { BUSINESS_TIME_ZONE } from '../folios/business-day.ts';
import { sendStoreMessage } from '../sms/sms.service.ts';
import { reachableUsers, userById, usersByIds } from '../auth/users.service.ts';
import { deviceOwners, devicesOfUser } from '../live/notifications.service.ts';
import * as repo from './customers.repo.ts';
import { countSegment, segmentCutoffs } from './segments.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { localParts, localToUtc, storeDay } from './store-time.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** Messages (docs/customers.md): quiet hours in store time, and the per-store daily SMS budget. */
export const messageRules = {
  quietFromHour: 21,
  quietUntilHour: 9,
  smsPerStorePerDay: 500,
};

/** Whether `at` is in the quiet hours on the clock of `timeZone` (the store's). */
const isQuietHour = (at: Date, timeZone: string): boolean => {
  const { h } = localParts(at, timeZone);
  return h >= messageRules.quietFromHour || h < messageRules.quietUntilHour;
};
/** When a message written at `at` may go out: at once, or at the next 09:00 on the store's clock. */
const sendAfterOf = (at: Date, timeZone: string): Date => {
  if (!isQuietHour(at, timeZone)) return at;
  const { y, m, d, h } = localParts(at, timeZone);
  return localToUtc(y, m, h < messageRules.quietUntilHour ? d : d + 1, messageRules.quietUntilHour, timeZone);
};

/** The store's own time zone: its messages' quiet hours and SMS day are on its clock. */
const zoneOf = async (db: Tx, storeId: string) => (await storeRowById(db, storeId))?.timeZone ?? BUSINESS_TIME_ZONE;

/** The hash an opt-out link's token is kept by. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const budgetLeft = async (db: Tx, storeId: string, sendAt: Date, timeZone: string) => {
  const day = storeDay(sendAt, timeZone);
  const used =
    (await repo.smsSentSince(db, storeId, day.start)) + (await repo.smsQueuedFrom(db, storeId, day.start, day.end));
  return Math.max(0, messageRules.smsPerStorePerDay - used);
};

/** The segment's guests a message on `channel` reaches now: consent on, not blocked, for push with a device. */
const audienceOf = (db: Tx, storeId: string, segment: Segment, channel: 'sms' | 'push', now: Date) =>
  repo.audience(
    db,
    storeId,
    segment,
    segmentCutoffs(now),
    reachableUsers(db, channel),
    channel === 'push' ? deviceOwners(db) : undefined,
  );

export const messageAudience = async (ctx: UserCtx, input: Out<typeof ZMessageAudienceQuery>, now: Date) => {
  const reached = (await audienceOf(ctx.db, input.storeId, input.segment, input.channel, now)).length;
  const zone = await zoneOf(ctx.db, input.storeId);
  return {
    segmentSize: await countSegment(ctx.db, input.storeId, input.segment, now),
    reached,
    budgetLeft: input.channel === 'sms' ? await budgetLeft(ctx.db, input.storeId, sendAfterOf(now, zone), zone) : null,
    quietHours: isQuietHour(now, zone),
  };
};

/**
 * `user/sendMessage`: the segment's consenting guests get one delivery each, written with the message. Outside the
 * quiet hours it goes out at once; inside, it waits for the 09:00 sweep. An SMS message larger than what is left of the
 * day's budget is refused whole (sms_limit).
 */
export const sendMessage = async (
  ctx: UserCtx,
  input: Out<typeof ZSendMessage>,
  now: Date,
): Promise<{ id: string; status: 'queued' | 'sent'; audience: number; sent: number; sendAfter: string }> => {
  const zone = await zoneOf(ctx.db, input.storeId);
  const sendAfter = sendAfterOf(now, zone);
  const creator = await userById(ctx.db, ctx.user.id);
  const message = await ctx.db.transaction(async (tx) => {
    await repo.lockStoreMessages(tx, input.storeId);
    const recipients = await audienceOf(tx, input.storeId, input.segment, input.channel, now);
    if (input.channel === 'sms') {
      const left = await budgetLeft(tx, input.storeId, sendAfter, zone);
      if (recipients.length > left)
        throw new AppError(
          'sms_limit',
          `this message would reach ${recipients.length} guests; the store's daily SMS budget has ${left} left`,
        );
    }
    const row = await repo.insertMessage(tx, {
      id: newId(now.getTime()),
      storeId: input.storeId,
      segment: input.segment,
      channel: input.channel,
      text: input.text,
      createdById: ctx.user.id,
      createdByName: creator?.name ?? '',
      createdAt: now,
      sendAfter,
      audience: recipients.length,
    });
    await repo.insertDeliveries(
      tx,
      recipients.map((r) => ({
        id: newId(now.getTime()),
        messageId: row.id,
        storeId: input.storeId,
        userId: r.userId,
        channel: input.channel,
        createdAt: now,
      })),
    );
    return row;
  });
  const sent = sendAfter.getTime() <= now.getTime() ? await deliver(ctx.db, ctx.services, message.id, now) : 0;
  return {
    id: message.id,
    status: sendAfter.getTime() <= now.getTime() ? 'sent' : 'queued',
    audience: message.audience,
    sent,
    sendAfter: sendAfter.toISOString(),
  };
};

/** The line every SMS ends with: a link that turns SMS consent off. */
const optOutLine = (portalUrl: string, token: string) =>
  `SMS almamak için / to stop SMS: ${portalUrl.replace(/\/$/, '')}/o/${token}`;

/**
 * Sends a message's queued deliveries, checking each guest's consent and block again at this moment (a guest who
 * turned SMS off after the message was written gets nothing). Answers how many went out.
 */
const deliver = async (db: Db, services: Services, messageId: string, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const message = await repo.lockMessage(tx, messageId);
    if (!message || message.status !== 'queued') return 0;
    let sent = 0;
    const deliveries = await repo.queuedDeliveries(tx, messageId);
    const users = new Map((await usersByIds(tx, [...new Set(deliveries.map((d) => d.userId))])).map((u) => [u.id, u]));
    for (const delivery of deliveries) {
      const user = users.get(delivery.userId);
      // A delivery names a user (a foreign key): one missing would be skipped, as the query joining them did.
      if (!user) continue;
      if (user.isBlocked || !user.permissions[message.channel]) {
        await repo.setDeliveryStatus(tx, delivery.id, 'skipped', null);
        continue;
      }
      try {
        if (message.channel === 'sms') {
          const token = randomBytes(9).toString('base64url');
          await repo.insertOptOut(tx, {
            tokenHash: hashToken(token),
            userId: user.id,
            storeId: message.storeId,
            createdAt: now,
          });
          await sendStoreMessage(
            { services },
            {
              to: user.gsm,
              text: `${message.text}\n${optOutLine(services.config.portalUrl, token)}`,
            },
          );
        } else {
          const targets = await devicesOfUser(tx, user.id);
          if (!targets.length) {
            await repo.setDeliveryStatus(tx, delivery.id, 'skipped', null);
            continue;
          }
          await services.push.send(
            targets.map((d) => ({
              token: d.token,
              platform: d.platform,
              language: d.language,
              kind: 'store.message',
              params: { text: message.text },
              storeId: message.storeId,
              notificationId: message.id,
            })),
          );
        }
        await repo.setDeliveryStatus(tx, delivery.id, 'sent', now);
        sent += 1;
      } catch {
        await repo.setDeliveryStatus(tx, delivery.id, 'failed', null);
      }
    }
    await repo.finishMessage(tx, message.id, sent, now);
    return sent;
  });

/**
 * The sweep: sends every queued message whose time has come (09:00 store time after the quiet hours). Runs every
 * minute for each open tenant (the customers.send-due-messages job, server/src/jobs.ts); a test calls it with its own
 * clock. Answers the messages sent.
 */
export const sendDueMessages = async (db: Db, services: Services, now: Date): Promise<number> => {
  const due = await db.transaction(async (tx) =>
    (await repo.lockDueMessages(tx, now, 50, messageRules)).map((m) => m.id),
  );
  let done = 0;
  for (const id of due) {
    await deliver(db, services, id, now);
    done += 1;
  }
  return done;
};

/** Whether a message written at `at` at a store of this zone would wait for the morning (docs/customers.md). */
export const inQuietHours = isQuietHour;

export type CampaignAudienceFilter = Parameters<typeof repo.campaignAudience>[2];

/**
 * The guests of a store a campaign message reaches now, by birthday or last visit: the same consent, block and device
 * rules as `user/sendMessage` (docs/campaigns.md, Birthday and win-back messages).
 */
export const campaignMessageAudience = (
  db: Tx,
  storeId: string,
  channel: 'sms' | 'push',
  who: CampaignAudienceFilter,
) =>
  repo.campaignAudience(
    db,
    storeId,
    who,
    reachableUsers(db, channel),
    channel === 'push' ? deviceOwners(db) : undefined,
  );

/** Holds the store's message lock for the caller's transaction: budgets are counted and messages written one at a time. */
export const lockMessagesOf = (tx: Tx, storeId: string) => repo.lockStoreMessages(tx, storeId);

/**
 * Writes a message from a campaign to the chosen guests (already filtered by `campaignMessageAudience` and the budget),
 * in the caller's transaction; `deliverCampaignMessage` sends it after commit. Answers the message's id.
 */
export const queueCampaignMessage = async (
  tx: Tx,
  input: {
    storeId: string;
    /** The store's zone: a message written in its quiet hours waits for 09:00 there. */
    timeZone: string;
    label: string;
    channel: 'sms' | 'push';
    text: string;
    userIds: string[];
  },
  now: Date,
): Promise<string> => {
  const row = await repo.insertMessage(tx, {
    id: newId(now.getTime()),
    storeId: input.storeId,
    segment: input.label,
    channel: input.channel,
    text: input.text,
    createdById: null,
    createdByName: '',
    createdAt: now,
    sendAfter: sendAfterOf(now, input.timeZone),
    audience: input.userIds.length,
  });
  await repo.insertDeliveries(
    tx,
    input.userIds.map((userId) => ({
      id: newId(now.getTime()),
      messageId: row.id,
      storeId: input.storeId,
      userId,
      channel: input.channel,
      createdAt: now,
    })),
  );
  return row.id;
};

/** Sends a queued campaign message now (consent and block checked again per guest, as every message). */
export const deliverCampaignMessage = (db: Db, services: Services, messageId: string, now: Date) =>
  deliver(db, services, messageId, now);
