import type { z } from 'zod';
import type { GuestOffers, GuestWallet, ZGuestScratch } from '@sofra/contracts/loyalty/guest-wallet.schemas';
import { POINT_VALUE_MINOR } from '@sofra/contracts/loyalty/points.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { runningNow } from '../campaigns/campaigns.service.ts';
import { productOffers } from '../campaigns/pricing.ts';
import { drawFor, guestPools } from '../coupons/scratch-cards.service.ts';
import { guestBenefits } from '../coupons/wallet.service.ts';
import { forGuests } from '../menu/guest.service.ts';
import { publishedMenu } from '../menu/publish.service.ts';
import { ownBalance } from '../points/points.service.ts';
import { storeRowById } from '../stores/stores.service.ts';

/**
 * The guest's wallet on the guest page (docs/coupons.md, The guest's wallet): what the signed-in guest holds at one
 * store — points and what they buy, stamps, their own coupons, the scratch cards to scratch, the campaigns running —
 * and their own scratch. Everything is read for `ctx.user` alone: no call names another guest.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** A store open to guests: one with a published menu. Any other id is `not_found`, as the guest menu answers it. */
const requireGuestStore = async (ctx: Ctx, storeId: string) => {
  const store = await storeRowById(ctx.db, storeId);
  const menu = store ? await publishedMenu(ctx.db, storeId) : null;
  if (!store || !menu) throw new AppError('not_found', `store ${storeId} has no menu for guests`);
  return { ...store, menu };
};

/**
 * `guest/offers {storeId}`: the running campaigns' prices and deals on the published menu's products now, for
 * campaigns open to everyone and, with a guest's token, the guest's own segments (campaigns/pricing.ts).
 */
export const offers = async (ctx: Ctx, storeId: string): Promise<GuestOffers> => {
  const { menu } = await requireGuestStore(ctx, storeId);
  const products = forGuests(menu).products.map((p) => ({ id: p.id, price: p.price }));
  return { offers: await productOffers(ctx.db, storeId, ctx.user?.id ?? null, products, ctx.services.now()) };
};

/** `guest/wallet {storeId}`: the signed-in guest's own loyalty at the store. */
export const wallet = async (ctx: UserCtx, storeId: string): Promise<GuestWallet> => {
  const store = await requireGuestStore(ctx, storeId);
  const now = ctx.services.now();
  const userId = ctx.user.id;
  const balance = await ownBalance(ctx, store, userId, now);
  const rate = Math.ceil(store.properties.stampConversionRate);
  const stampsOn = store.properties.stampActive && rate > 0;
  return {
    storeId: store.id,
    pointTitle: store.pointTitle,
    points: balance.points,
    payoff: {
      payPoint: store.payPoint,
      maxPoint: store.maxPoint,
      pointExpiryMonths: store.properties.pointExpiryMonths ?? 0,
      pointValueMinor: POINT_VALUE_MINOR,
    },
    stamps: stampsOn
      ? { stamps: balance.stamps, perReward: rate, rewardsReady: Math.floor(balance.stamps / rate) }
      : null,
    coupons: await guestBenefits(ctx.db, store.id, userId, now),
    scratchCards: await guestPools(ctx.db, store.id, userId),
    campaigns: await runningNow(ctx.db, store.id),
  };
};

/** `guest/scratch {storeId, poolId}`: the guest's own draw, once per pool (the coupons' draw, `drawFor`). */
export const scratch = async (ctx: UserCtx, input: Out<typeof ZGuestScratch>) => {
  await requireGuestStore(ctx, input.storeId);
  return drawFor(ctx, input.storeId, input.poolId, ctx.user.id, ctx.user.id);
};
