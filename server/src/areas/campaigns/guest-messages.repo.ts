import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaignSends, campaigns, stores } from '../../db/schema/index.ts';
import { withStoreZone, type RunningCampaign } from './campaigns.repo.ts';

export type SendKind = 'birthday-message' | 'win-back';
export type NewSend = typeof campaignSends.$inferInsert;

/** Every running birthday and win-back campaign of the tenant's stores, oldest first, with its store's zone. */
export const runningMessageCampaigns = (db: Tx): Promise<RunningCampaign[]> =>
  db
    .select(withStoreZone)
    .from(campaigns)
    .innerJoin(stores, eq(stores.id, campaigns.storeId))
    .where(and(eq(campaigns.status, 'running'), inArray(campaigns.kind, ['birthday-message', 'win-back'])))
    .orderBy(campaigns.storeId, campaigns.createdAt, campaigns.id);

/** Of the (guest, occasion) pairs, those already sent a message of this kind at the store, as `userId|occasion`. */
export const alreadySent = async (db: Tx, storeId: string, kind: SendKind, userIds: string[]): Promise<Set<string>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: campaignSends.userId, occasion: campaignSends.occasion })
    .from(campaignSends)
    .where(
      and(eq(campaignSends.storeId, storeId), eq(campaignSends.kind, kind), inArray(campaignSends.userId, userIds)),
    );
  return new Set(rows.map((r) => `${r.userId}|${r.occasion}`));
};

/**
 * Claims the sends under the unique key (store, kind, guest, occasion): answers the guests this call claimed; a pair
 * another run claimed first is left out, so that guest is not messaged twice.
 */
export const claim = async (tx: Tx, rows: NewSend[]): Promise<string[]> => {
  if (rows.length === 0) return [];
  const claimed = await tx
    .insert(campaignSends)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: campaignSends.userId });
  return claimed.map((r) => r.userId);
};

/** Notes the message and the coupon a claimed send went with. */
export const completeSend = (
  tx: Tx,
  key: { storeId: string; kind: SendKind; userId: string; occasion: string },
  patch: { messageId?: string; couponId?: string | null },
) =>
  tx
    .update(campaignSends)
    .set(patch)
    .where(
      and(
        eq(campaignSends.storeId, key.storeId),
        eq(campaignSends.kind, key.kind),
        eq(campaignSends.userId, key.userId),
        eq(campaignSends.occasion, key.occasion),
      ),
    );
