import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  type Coupon,
  type CouponDetail,
  type CouponUsage,
  type CouponUsed,
  type ZBenefitsQuery,
  type ZCouponCreate,
  type ZCouponLoad,
  type ZCouponUse,
  type ZGuestRef,
  type ZPlatformCouponCreate,
} from '@sofra/contracts/loyalty/coupons.schemas';
import { AppError } from '../../lib/app-error.ts';
import { addRow, addSheet, bookBytes, downloadHeaders, fileSlug, newBook, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { RawAnswer } from '../../lib/answers.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { findGuest, userById } from '../auth/users.service.ts';
import { announceFolio, applyCoupon, type CouponEffect } from '../folios/folio-coupons.service.ts';
import type { GuestCouponUse } from '../folios/folio-hooks.ts';
import { productPlaces } from '../menu/catalogue.service.ts';
import * as repo from './coupons.repo.ts';
import { benefitOf, giveCode, guestBenefits, iso, toBenefit, usable } from './wallet.service.ts';
import { PLATFORM_SCOPE, type CodeRow, type CouponRow, type Tx } from './coupons.repo.ts';

/** Coupons (docs/coupons.md): codes, limits, redemption on a folio or at a till; scratch cards are scratch-cards.service.ts. */

type Out<T extends z.ZodType> = z.output<T>;

/** Codes listed with a coupon; the rest come through the export. */
const LISTED_CODES = 100;
/** Codes inserted per statement (well under PostgreSQL's bind-parameter limit). */
const INSERT_BATCH = 1_000;

// ---- answers

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  benefit: benefitOf(row),
  singleUse: row.singleUse,
  minSpend: row.minSpend,
  validFrom: iso(row.validFrom),
  validTo: iso(row.validTo),
  usesPerGuest: row.usesPerGuest,
  maxUses: row.maxUses,
  status: row.status,
  used: row.used,
  codeCount: row.codeCount,
  image: row.image,
  createdAt: row.createDate.toISOString(),
});

const toCode = (c: CodeRow) => ({ code: c.code, maxUses: c.maxUses, uses: c.uses, holderId: c.holderId });

const detailOf = async (tx: Tx, row: CouponRow): Promise<CouponDetail> => ({
  ...toCoupon(row),
  codes: (await repo.codesOf(tx, row.id, LISTED_CODES)).map(toCode),
});

export const requireCoupon = async (tx: Tx, storeId: string | null, id: string) => {
  const row = await repo.couponOf(tx, storeId, id);
  if (!row)
    throw new AppError('coupon_not_found', `coupon ${id} is not a coupon of ${storeId ?? 'the platform'}`, {}, [
      { path: 'couponId', code: 'coupon_not_found' },
    ]);
  return row;
};

// ---- codes

/** A code of COUPON_CODE_LENGTH characters of the unambiguous alphabet, from the system's random source. */
export const newCouponCode = (): string =>
  Array.from({ length: COUPON_CODE_LENGTH }, () => COUPON_CODE_ALPHABET[randomInt(COUPON_CODE_ALPHABET.length)]).join(
    '',
  );

/**
 * Inserts `n` new generated codes for a coupon in its scope; a code that happens to exist already in the scope is
 * drawn again (with 25^10 codes, a second round is all but never needed).
 */
export const generateCodes = async (
  tx: Tx,
  coupon: CouponRow,
  n: number,
  maxUses: number | null,
  holderId?: string,
) => {
  const scope = coupon.storeId ?? PLATFORM_SCOPE;
  const made: CodeRow[] = [];
  for (let round = 0; made.length < n; round++) {
    if (round > 5) throw new Error('could not draw unique coupon codes');
    const want = n - made.length;
    for (let i = 0; i < want; i += INSERT_BATCH) {
      const rows = Array.from({ length: Math.min(INSERT_BATCH, want - i) }, () => ({
        id: newId(),
        couponId: coupon.id,
        scope,
        code: newCouponCode(),
        maxUses,
        holderId: holderId ?? null,
      }));
      made.push(...(await repo.insertCodes(tx, rows)));
    }
  }
  await repo.addCodeCount(tx, coupon.id, made.length);
  return made;
};

// ---- creating and managing

const create = async (
  ctx: UserCtx,
  storeId: string | null,
  input: Out<typeof ZPlatformCouponCreate>,
): Promise<CouponDetail> => {
  const { benefit } = input;
  if (benefit.kind === 'product') {
    if (storeId === null)
      throw AppError.invalid(
        [{ path: 'benefit.kind', code: 'invalid_value' }],
        'a platform coupon gives a percent or an amount: products are a store’s own',
      );
    if ((await productPlaces(ctx.db, storeId, [benefit.value])).length === 0)
      throw new AppError('product_not_found', `product ${benefit.value} is not a product of store ${storeId}`, {}, [
        { path: 'benefit.value', code: 'product_not_found' },
      ]);
  }
  return ctx.db.transaction(async (tx) => {
    const coupon = await repo.insertCoupon(tx, {
      id: newId(),
      storeId,
      name: input.name,
      benefitKind: benefit.kind,
      benefitValue: benefit.kind === 'product' ? 0 : benefit.value,
      productId: benefit.kind === 'product' ? benefit.value : null,
      singleUse: input.singleUseCodes !== undefined,
      minSpend: input.minSpend ?? 0,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validTo: input.validTo ? new Date(input.validTo) : null,
      usesPerGuest: input.usesPerGuest ?? null,
      maxUses: input.maxUses ?? null,
      createdBy: ctx.user.id,
    });
    if (input.singleUseCodes !== undefined) await generateCodes(tx, coupon, input.singleUseCodes, 1);
    else if (input.code !== undefined) {
      const scope = storeId ?? PLATFORM_SCOPE;
      const [made] = await repo.insertCodes(tx, [{ id: newId(), couponId: coupon.id, scope, code: input.code }]);
      if (!made)
        throw new AppError('coupon_code_taken', `code ${input.code} is already a code here: choose another`, {}, [
          { path: 'code', code: 'coupon_code_taken' },
        ]);
      await repo.addCodeCount(tx, coupon.id, 1);
    } else await generateCodes(tx, coupon, 1, null);
    return detailOf(tx, await repo.couponForUpdate(tx, coupon.id));
  });
};

export const createForStore = (ctx: UserCtx, input: Out<typeof ZCouponCreate>) => {
  const { storeId, ...rest } = input;
  return create(ctx, storeId, rest);
};
export const createPlatform = (ctx: UserCtx, input: Out<typeof ZPlatformCouponCreate>) => create(ctx, null, input);

export const list = async (ctx: UserCtx, storeId: string | null) =>
  (await repo.couponsOf(ctx.db, storeId)).map(toCoupon);

export const getById = async (ctx: UserCtx, storeId: string, id: string) =>
  detailOf(ctx.db, await requireCoupon(ctx.db, storeId, id));

export const setStatus = async (ctx: UserCtx, storeId: string | null, id: string, status: 'active' | 'disabled') => {
  await requireCoupon(ctx.db, storeId, id);
  return toCoupon(await repo.setStatus(ctx.db, id, status));
};

export const usage = async (ctx: UserCtx, storeId: string, id: string): Promise<CouponUsage[]> => {
  await requireCoupon(ctx.db, storeId, id);
  return (await repo.usageOf(ctx.db, id, storeId)).map(({ r, code }) => ({
    id: r.id,
    code,
    folioId: r.folioId,
    userId: r.userId,
    amount: r.amount,
    staffName: r.staffName,
    at: r.at.toISOString(),
  }));
};

/** Every code of a coupon as an `.xlsx`: code, uses, limit, given to a guest. */
export const exportCodes = async (ctx: UserCtx, storeId: string, id: string): Promise<RawAnswer> => {
  const coupon = await requireCoupon(ctx.db, storeId, id);
  const book = newBook();
  const sheet = addSheet(
    book,
    'Codes',
    [
      { header: 'Code', key: 'code', width: 16 },
      { header: 'Uses', key: 'uses', width: 8 },
      { header: 'Limit', key: 'limit', width: 8 },
      { header: 'Given to a guest', key: 'given', width: 16 },
    ],
    { frozen: false, bold: false },
  );
  for (const c of await repo.codesOf(ctx.db, id))
    addRow(sheet, { code: c.code, uses: c.uses, limit: c.maxUses ?? '', given: c.holderId ? 'yes' : '' });
  // The file holds codes a guest can spend: kept by no cache, named as every export is.
  return new RawAnswer(
    XLSX_TYPE,
    await bookBytes(book),
    downloadHeaders(`coupon-${fileSlug(coupon.name, coupon.id)}-codes.xlsx`),
  );
};

// ---- guests

/** The guest a coupon call names (`guest`: phone number or app QR code). */
export const guestId = async (ctx: UserCtx, guest: Out<typeof ZGuestRef>): Promise<string> =>
  (await findGuest(ctx.db, guest, 'guest.')).id;

/** A single-use coupon gives the guest one free code; a shared one gives them its code. */
export const load = async (ctx: UserCtx, input: Out<typeof ZCouponLoad>) => {
  const userId = await guestId(ctx, input.guest);
  return ctx.db.transaction(async (tx) => {
    const coupon = await requireCoupon(tx, input.storeId, input.couponId);
    if (coupon.status !== 'active') throw new AppError('coupon_disabled', `coupon ${coupon.id} is disabled`);
    if (coupon.validTo && coupon.validTo <= ctx.services.now())
      throw new AppError('coupon_expired', `coupon ${coupon.id} ended at ${coupon.validTo.toISOString()}`);
    const code = await giveCode(tx, coupon, userId, 'load', ctx.user.id);
    if (!code) throw new AppError('coupon_no_codes_left', `every code of coupon ${coupon.id} is given or used`);
    return { couponId: coupon.id, code: code.code, userId };
  });
};

// ---- redemption

const checkDates = (coupon: CouponRow, now: Date) => {
  if (coupon.status !== 'active') throw new AppError('coupon_disabled', `coupon ${coupon.id} is disabled`);
  if (coupon.validFrom && now < coupon.validFrom)
    throw new AppError('coupon_not_started', `coupon ${coupon.id} starts at ${coupon.validFrom.toISOString()}`);
  if (coupon.validTo && now >= coupon.validTo)
    throw new AppError('coupon_expired', `coupon ${coupon.id} ended at ${coupon.validTo.toISOString()}`);
};

const effectOf = (coupon: CouponRow): CouponEffect =>
  coupon.benefitKind === 'product'
    ? { kind: 'product', productId: coupon.productId ?? '' }
    : { kind: coupon.benefitKind, value: coupon.benefitValue };

/** What a use of a code is given: the store, the code, the folio it is used on (if any) and who uses it. */
export interface CodeUse {
  storeId: string;
  code: string;
  folioId?: string;
  /** The guest named at use (or the signed-in guest using it themselves). */
  given: string | null;
  now: Date;
  /** Who applies it: staff at the till, or the guest on their own order. */
  actor: { id: string; name: string };
  /** The name kept on the redemption (the staff member's; null for a guest's own use). */
  staffName: string | null;
  /** The guest's own order (`guest/order`): its folio may still wait for the staff's answer. */
  onOwnOrder?: boolean;
}

/**
 * Redeems a code inside the caller's transaction: locks the coupon, then the code, checks status, dates, the code's
 * and the coupon's limits and the guest's, applies the benefit to the folio (when given) and counts the use.
 * Concurrent uses of one coupon wait for each other on the coupon's row lock, so a limit is never passed
 * (docs/coupons.md). `coupon/use` and a signed-in guest's order (`guest/order` with a code) both come here.
 */
export const redeemCode = async (tx: Tx, use: CodeUse) => {
  const { storeId, folioId, now } = use;
  const found = await repo.codeAt(tx, storeId, use.code);
  if (!found)
    throw new AppError('coupon_not_found', 'no coupon has this code here', {}, [
      { path: 'code', code: 'coupon_not_found' },
    ]);
  const coupon = await repo.couponForUpdate(tx, found.couponId);
  const code = await repo.codeForUpdate(tx, found.id);
  checkDates(coupon, now);
  if (code.maxUses !== null && code.uses >= code.maxUses)
    throw new AppError('coupon_used', 'this code is used up', {}, [{ path: 'code', code: 'coupon_used' }]);
  if (coupon.maxUses !== null && coupon.used >= coupon.maxUses)
    throw new AppError('coupon_used', `coupon ${coupon.id} reached its ${coupon.maxUses} uses`, {}, [
      { path: 'code', code: 'coupon_used' },
    ]);
  // The guest who uses it: the code's holder, else the guest named at use, else the folio's guest.
  let userId = code.holderId ?? use.given;
  /** A coupon limited per guest is counted per guest, so it needs one (else each use would be nobody's). */
  const limitGuest = async () => {
    if (coupon.usesPerGuest === null) return;
    if (!userId)
      throw new AppError(
        'coupon_needs_guest',
        `coupon ${coupon.id} is limited to ${coupon.usesPerGuest} per guest: name the guest on the bill or at use`,
      );
    if ((await repo.guestUses(tx, coupon.id, userId)) >= coupon.usesPerGuest)
      throw new AppError('coupon_guest_limit', `the guest used coupon ${coupon.id} ${coupon.usesPerGuest} times`);
  };
  let amount: number | null = null;
  let changed: Folio | null = null;
  if (folioId !== undefined) {
    const applied = await applyCoupon(
      use.actor,
      tx,
      storeId,
      folioId,
      { id: coupon.id, label: `${coupon.name} (${code.code})`, effect: effectOf(coupon) },
      async (before) => {
        userId ??= before.guestUserId;
        await limitGuest();
        if (before.total < coupon.minSpend)
          throw new AppError(
            'coupon_min_spend',
            `the folio's total ${before.total} is below the minimum ${coupon.minSpend}`,
          );
      },
      use.onOwnOrder,
    );
    amount = applied.amount;
    changed = applied.folio;
  } else {
    await limitGuest();
  }
  const redemptionId = newId();
  await repo.redeem(tx, {
    id: redemptionId,
    couponId: coupon.id,
    codeId: code.id,
    storeId,
    folioId: folioId ?? null,
    userId,
    amount,
    staffName: use.staffName,
    at: now,
  });
  const answer: CouponUsed = {
    redemptionId,
    couponId: coupon.id,
    name: coupon.name,
    code: code.code,
    benefit: benefitOf(coupon),
    amount,
    folioId: folioId ?? null,
  };
  return { answer, folio: changed, label: `${coupon.name} (${code.code})` };
};

/** A signed-in guest's code on their own order (the folio hook `useGuestCoupon`): no staff name on the redemption. */
export const redeemGuestCode = async (tx: Tx, use: GuestCouponUse) => {
  const { answer, label, folio } = await redeemCode(tx, {
    storeId: use.storeId,
    code: use.code,
    folioId: use.folioId,
    given: use.userId,
    now: use.now,
    actor: use.actor,
    staffName: null,
    onOwnOrder: true,
  });
  return { name: label, amount: answer.amount ?? 0, folio: folio! };
};

/** A cancelled folio's coupon uses given back (the folio hook `giveBackCoupons`; `repo.giveBackOn`). */
export const giveBackCoupons = (tx: Tx, folioId: string) => repo.giveBackOn(tx, folioId);

/** `coupon/use`: staff redeem a code at the till, on a folio or for the till's own ticket (`redeemCode`). */
export const use = async (ctx: UserCtx, input: Out<typeof ZCouponUse>): Promise<CouponUsed> => {
  const given = input.guest ? await guestId(ctx, input.guest) : null;
  const staffName = (await userById(ctx.db, ctx.user.id))?.name ?? null;
  const { answer, folio } = await ctx.db.transaction((tx) =>
    redeemCode(tx, {
      storeId: input.storeId,
      code: input.code,
      folioId: input.folioId,
      given,
      now: ctx.services.now(),
      actor: { id: ctx.user.id, name: staffName ?? '' },
      staffName,
    }),
  );
  if (folio) await announceFolio(ctx, folio);
  return answer;
};

// ---- what a till and a guest see

export const posVariants = async (ctx: Ctx, storeId: string) =>
  (await repo.activeCouponsFor(ctx.db, storeId, ctx.services.now())).map((c) => ({
    couponId: c.id,
    name: c.name,
    platform: c.storeId === null,
    benefit: benefitOf(c),
    minSpend: c.minSpend,
    validFrom: iso(c.validFrom),
    validTo: iso(c.validTo),
    usesPerGuest: c.usesPerGuest,
    maxUses: c.maxUses,
    used: c.used,
    singleUse: c.singleUse,
  }));

/** With a guest: what they hold. Without: the store's offers (shared-code coupons; their codes are for staff eyes). */
export const benefits = async (ctx: UserCtx, input: Out<typeof ZBenefitsQuery>) => {
  const now = ctx.services.now();
  if (input.guest) return guestBenefits(ctx.db, input.storeId, await guestId(ctx, input.guest), now);
  const offers = (await repo.activeCouponsFor(ctx.db, input.storeId, now)).filter(
    (c) => !c.singleUse && usable(c, input.storeId, now),
  );
  return Promise.all(offers.map(async (c) => toBenefit(c, (await repo.codesOf(ctx.db, c.id, 1))[0]?.code ?? null)));
};
