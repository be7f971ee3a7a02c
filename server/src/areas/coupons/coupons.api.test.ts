import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH } from '@sofra/contracts/loyalty/coupons.schemas';
import { couponCalls as cc, platformCouponCalls as pc } from '@sofra/contracts/loyalty/coupons.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import { catalogueCalls as c } from '@sofra/contracts/menu/menu.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { drawByWeight } from './scratch-cards.service.ts';

let t: TestApp;

/** A store with no service fee, a table and two published products: Köfte 250.00 and Çay 15.00. */
const setUp = async () => {
  const owner = await t.signIn();
  const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
  const table = await t.call(owner.token, tableCalls.saveStoreTable, { storeId, tableName: 'Masa 1' });
  const rates = await t.call(owner.token, defs.taxRates.list, { storeId });
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Yemekler' } });
  const product = (name: string, price: number) =>
    t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: name },
      price,
      taxRateId: rates[0]!.id,
    });
  const kofte = await product('Köfte', 25_000);
  const cay = await product('Çay', 1_500);
  await t.call(owner.token, storeCalls.syncStoreMenu, { id: storeId });
  return { owner, storeId, table, kofte, cay };
};
type Shop = Awaited<ReturnType<typeof setUp>>;
let shop: Shop;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await setUp();
});
afterAll(async () => t.close());

const open = (lines: { productId: string; quantity: number }[], s: Shop = shop) =>
  t.call(s.owner.token, f.save, {
    storeId: s.storeId,
    serviceType: 'table',
    tableId: s.table.id,
    lines: lines.map((l) => ({ ...l, options: [] })),
  });
const refused = async (token: string, call: Parameters<TestApp['raw']>[1], body: unknown) => {
  const res = await t.raw(token, call, body);
  return { status: res.statusCode, code: res.json().code as string };
};
const create = (input: Record<string, unknown>, s: Shop = shop) =>
  t.call(s.owner.token, cc.create, { storeId: s.storeId, name: 'Kupon', ...input } as never);
let codeNo = 0;
const sharedCode = () => `YAZ-${Date.now() % 100_000}-${++codeNo}`;

describe('creating coupons', () => {
  test('a shared code is kept in capitals; N single-use codes are generated, unguessable and unique', async () => {
    const given = sharedCode().toLowerCase();
    const shared = await create({ benefit: { kind: 'percent', value: 10 }, code: given });
    expect(shared).toMatchObject({ singleUse: false, status: 'active', used: 0, codeCount: 1, storeId: shop.storeId });
    expect(shared.codes).toEqual([{ code: given.toUpperCase(), maxUses: null, uses: 0, holderId: null }]);

    const single = await create({ benefit: { kind: 'amount', value: 5_000 }, singleUseCodes: 250 });
    expect(single.codeCount).toBe(250);
    expect(single.codes).toHaveLength(100);
    const pattern = new RegExp(`^[${COUPON_CODE_ALPHABET}]{${COUPON_CODE_LENGTH}}$`);
    for (const code of single.codes) {
      expect(code.code).toMatch(pattern);
      expect(code.maxUses).toBe(1);
    }
    expect(new Set(single.codes.map((x) => x.code)).size).toBe(100);
    const list = await t.call(shop.owner.token, cc.get, { storeId: shop.storeId });
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([shared.id, single.id]));
  });

  test('a code taken in the store, both kinds at once, a bad product or dates are refused', async () => {
    const code = sharedCode();
    await create({ benefit: { kind: 'percent', value: 5 }, code });
    expect(
      await refused(shop.owner.token, cc.create, {
        storeId: shop.storeId,
        name: 'x',
        benefit: { kind: 'percent', value: 5 },
        code,
      }),
    ).toEqual({
      status: 409,
      code: 'coupon_code_taken',
    });
    for (const body of [
      { benefit: { kind: 'percent', value: 5 }, code: sharedCode(), singleUseCodes: 3 },
      { benefit: { kind: 'percent', value: 101 } },
      { benefit: { kind: 'amount', value: 0 } },
      { benefit: { kind: 'percent', value: 5 }, singleUseCodes: 10_001 },
      { benefit: { kind: 'percent', value: 5 }, validFrom: '2026-02-01T00:00:00Z', validTo: '2026-01-01T00:00:00Z' },
      { benefit: { kind: 'percent', value: 5 }, code: 'a b' },
    ])
      expect((await refused(shop.owner.token, cc.create, { storeId: shop.storeId, name: 'x', ...body })).code).toBe(
        'validation_failed',
      );
    expect(
      await refused(shop.owner.token, cc.create, {
        storeId: shop.storeId,
        name: 'x',
        benefit: { kind: 'product', value: '0000000000a-0000-0000-000000000000' },
      }),
    ).toEqual({ status: 404, code: 'product_not_found' });
  });

  test('a shared code starting with a dash is exported as text behind a quote', async () => {
    const code = `-A${Date.now() % 100_000}`;
    const coupon = await create({ benefit: { kind: 'percent', value: 5 }, code });
    const res = await t.raw(shop.owner.token, cc.exportCodes, { storeId: shop.storeId, couponId: coupon.id });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.getWorksheet('Codes')!.getRow(2).getCell(1).value).toBe(`'${code.toUpperCase()}`);
  });

  test('the codes export as a spreadsheet', async () => {
    const coupon = await create({ benefit: { kind: 'percent', value: 5 }, singleUseCodes: 3 });
    const res = await t.raw(shop.owner.token, cc.exportCodes, { storeId: shop.storeId, couponId: coupon.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // Named as every export, and kept by no cache: the file holds codes a guest can spend.
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="coupon-[a-z0-9-]+-codes\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Every code, each with its limit of one use and none used yet.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('Codes')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Uses', 'Limit', 'Given to a guest']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => r.getCell(1).value).sort()).toEqual(coupon.codes.map((c) => c.code).sort());
    expect(rows.map((r) => [r.getCell(2).value, r.getCell(3).value])).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });
});

describe('using coupons', () => {
  test('a percent coupon on an open folio: the server takes it off the total and names the coupon', async () => {
    const code = sharedCode();
    const coupon = await create({ name: 'Yaz indirimi', benefit: { kind: 'percent', value: 10 }, code });
    const folio = await open([{ productId: shop.kofte.id, quantity: 2 }]);
    expect(folio.totals.total).toBe(50_000);
    const used = await t.call(shop.owner.token, cc.use, {
      storeId: shop.storeId,
      code: ` ${code.toLowerCase()} `,
      folioId: folio.id,
    });
    expect(used).toMatchObject({
      couponId: coupon.id,
      code,
      amount: 5_000,
      folioId: folio.id,
      benefit: { kind: 'percent', value: 10 },
    });
    const after = await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: folio.id });
    expect(after.totals.total).toBe(45_000);
    expect(after.discount).toMatchObject({
      reasonId: `coupon:${coupon.id}`,
      reasonName: `Yaz indirimi (${code})`,
      amount: 5_000,
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'discounted',
      detail: { coupon: `Yaz indirimi (${code})`, amount: 5_000 },
    });
    const usage = await t.call(shop.owner.token, cc.getUsage, { storeId: shop.storeId, couponId: coupon.id });
    expect(usage).toEqual([expect.objectContaining({ code, folioId: folio.id, amount: 5_000 })]);
    // A folio carries one discount: a second coupon is refused and counts no use.
    const other = await create({ benefit: { kind: 'amount', value: 1_000 }, code: sharedCode() });
    expect(
      await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: other.codes[0]!.code, folioId: folio.id }),
    ).toEqual({
      status: 409,
      code: 'coupon_not_applicable',
    });
    expect((await t.call(shop.owner.token, cc.getById, { storeId: shop.storeId, couponId: other.id })).used).toBe(0);
  });

  test('a product coupon makes one unit free; an amount coupon without a folio answers the benefit', async () => {
    const tea = await create({ benefit: { kind: 'product', value: shop.cay.id }, singleUseCodes: 1 });
    const folio = await open([{ productId: shop.cay.id, quantity: 3 }]);
    const used = await t.call(shop.owner.token, cc.use, {
      storeId: shop.storeId,
      code: tea.codes[0]!.code,
      folioId: folio.id,
    });
    expect(used.amount).toBe(1_500);
    expect((await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: folio.id })).totals.total).toBe(
      3_000,
    );
    const counter = await create({ benefit: { kind: 'amount', value: 2_000 }, code: sharedCode() });
    expect(
      await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code: counter.codes[0]!.code }),
    ).toMatchObject({
      amount: null,
      folioId: null,
      benefit: { kind: 'amount', value: 2_000 },
    });
  });

  test('min spend is checked against the server total; dates, a disabled coupon and an unknown code are refused', async () => {
    const min = await create({ benefit: { kind: 'amount', value: 1_000 }, code: sharedCode(), minSpend: 30_000 });
    const small = await open([{ productId: shop.kofte.id, quantity: 1 }]);
    expect(
      await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: min.codes[0]!.code, folioId: small.id }),
    ).toEqual({
      status: 409,
      code: 'coupon_min_spend',
    });
    const big = await open([{ productId: shop.kofte.id, quantity: 2 }]);
    expect(
      (await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code: min.codes[0]!.code, folioId: big.id }))
        .amount,
    ).toBe(1_000);

    const ended = await create({
      benefit: { kind: 'percent', value: 5 },
      code: sharedCode(),
      validTo: '2020-01-01T00:00:00Z',
    });
    expect((await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: ended.codes[0]!.code })).code).toBe(
      'coupon_expired',
    );
    const later = await create({
      benefit: { kind: 'percent', value: 5 },
      code: sharedCode(),
      validFrom: '2099-01-01T00:00:00Z',
    });
    expect((await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: later.codes[0]!.code })).code).toBe(
      'coupon_not_started',
    );
    const off = await create({ benefit: { kind: 'percent', value: 5 }, code: sharedCode() });
    await t.call(shop.owner.token, cc.setStatus, { storeId: shop.storeId, couponId: off.id, status: 'disabled' });
    expect((await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: off.codes[0]!.code })).code).toBe(
      'coupon_disabled',
    );
    expect(await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: 'NOPE-NOPE' })).toEqual({
      status: 404,
      code: 'coupon_not_found',
    });
  });

  test('a single-use code used by 20 concurrent requests succeeds exactly once', async () => {
    const coupon = await create({ benefit: { kind: 'amount', value: 500 }, singleUseCodes: 1 });
    const code = coupon.codes[0]!.code;
    const folios = await Promise.all(
      Array.from({ length: 20 }, () => open([{ productId: shop.kofte.id, quantity: 1 }])),
    );
    const answers = await Promise.all(
      folios.map((folio) => t.raw(shop.owner.token, cc.use, { storeId: shop.storeId, code, folioId: folio.id })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(19).fill('coupon_used'),
    );
    expect((await t.call(shop.owner.token, cc.getById, { storeId: shop.storeId, couponId: coupon.id })).used).toBe(1);
    const discounted = await Promise.all(
      folios.map((x) => t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: x.id })),
    );
    expect(discounted.filter((x) => x.discount !== null)).toHaveLength(1);
  });

  test('maxUses caps a shared code across concurrent uses; usesPerGuest caps one guest', async () => {
    const capped = await create({ benefit: { kind: 'amount', value: 100 }, code: sharedCode(), maxUses: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.raw(shop.owner.token, cc.use, { storeId: shop.storeId, code: capped.codes[0]!.code }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const guest = await t.signIn();
    const once = await create({ benefit: { kind: 'amount', value: 100 }, code: sharedCode(), usesPerGuest: 1 });
    const code = once.codes[0]!.code;
    await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code, guest: { gsm: guest.gsm } });
    expect(
      (await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code, guest: { gsm: guest.gsm } })).code,
    ).toBe('coupon_guest_limit');
    // Another guest may still use it.
    const other = await t.signIn();
    await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code, guest: { gsm: other.gsm } });
  });

  test('a coupon limited per guest needs a guest: none named is refused; the folio’s guest is counted', async () => {
    const guest = await t.signIn();
    const once = await create({ benefit: { kind: 'amount', value: 100 }, code: sharedCode(), usesPerGuest: 1 });
    const code = once.codes[0]!.code;
    const use = (folioId?: string) => refused(shop.owner.token, cc.use, { storeId: shop.storeId, code, folioId });
    const needsGuest = { status: 409, code: 'coupon_needs_guest' };
    // At a counter, and on a bill that names nobody.
    expect(await use()).toEqual(needsGuest);
    const nobodys = await open([{ productId: shop.kofte.id, quantity: 1 }]);
    expect(await use(nobodys.id)).toEqual(needsGuest);
    // A bill naming the guest: used once for them, then their limit holds on every further bill, named or not.
    const theirs = () =>
      t.call(shop.owner.token, f.save, {
        storeId: shop.storeId,
        serviceType: 'table',
        tableId: shop.table.id,
        guestUserId: guest.userId,
        lines: [{ productId: shop.kofte.id, quantity: 1, options: [] }],
      });
    expect((await use((await theirs()).id)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(await use((await theirs()).id)).toEqual({ status: 409, code: 'coupon_guest_limit' });
      expect(await use((await open([{ productId: shop.kofte.id, quantity: 1 }])).id)).toEqual(needsGuest);
    }
    expect((await t.call(shop.owner.token, cc.getById, { storeId: shop.storeId, couponId: once.id })).used).toBe(1);
    const usage = await t.call(shop.owner.token, cc.getUsage, { storeId: shop.storeId, couponId: once.id });
    expect(usage).toEqual([expect.objectContaining({ userId: guest.userId })]);
    expect((await t.call(shop.owner.token, f.getById, { storeId: shop.storeId, id: nobodys.id })).discount).toBeNull();
  });
});

describe('guests', () => {
  test('load gives a guest a single-use code: it shows in their benefits and at check-in, and is counted for them', async () => {
    const guest = await t.signIn();
    const coupon = await create({
      name: 'Hoş geldin',
      benefit: { kind: 'percent', value: 15 },
      singleUseCodes: 2,
      usesPerGuest: 1,
    });
    const loaded = await t.call(shop.owner.token, cc.load, {
      storeId: shop.storeId,
      couponId: coupon.id,
      guest: { gsm: guest.gsm },
    });
    expect(loaded).toMatchObject({ couponId: coupon.id, userId: guest.userId });
    const benefits = await t.call(shop.owner.token, cc.getBenefits, {
      storeId: shop.storeId,
      guest: { gsm: guest.gsm },
    });
    expect(benefits).toEqual([expect.objectContaining({ couponId: coupon.id, code: loaded.code, name: 'Hoş geldin' })]);

    const qr = await t.call(shop.owner.token, tableCalls.createTableQR, { storeId: shop.storeId });
    await t.call(shop.owner.token, tableCalls.linkTableToCode, {
      id: shop.storeId,
      tableId: shop.table.id,
      code: qr.code,
    });
    const checkIn = await t.call(guest.token, tableCalls.storeCheckIn, { code: qr.code });
    expect(checkIn.coupon).toEqual({ id: coupon.id, name: 'Hoş geldin' });
    const stranger = await t.signIn();
    expect((await t.call(stranger.token, tableCalls.storeCheckIn, { code: qr.code })).coupon).toBeNull();

    await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code: loaded.code });
    expect(
      await t.call(shop.owner.token, cc.getBenefits, { storeId: shop.storeId, guest: { gsm: guest.gsm } }),
    ).toEqual([]);
    // The second code is theirs too, but usesPerGuest 1 was spent.
    const second = await t.call(shop.owner.token, cc.load, {
      storeId: shop.storeId,
      couponId: coupon.id,
      guest: { gsm: guest.gsm },
    });
    expect((await refused(shop.owner.token, cc.use, { storeId: shop.storeId, code: second.code })).code).toBe(
      'coupon_guest_limit',
    );
    expect(
      (
        await refused(shop.owner.token, cc.load, {
          storeId: shop.storeId,
          couponId: coupon.id,
          guest: { gsm: guest.gsm },
        })
      ).code,
    ).toBe('coupon_no_codes_left');
    const unknown = await t.raw(shop.owner.token, cc.load, {
      storeId: shop.storeId,
      couponId: coupon.id,
      guest: { gsm: '+905559999999' },
    });
    expect([unknown.statusCode, unknown.json()]).toMatchObject([
      404,
      { code: 'user_not_found', fields: [{ path: 'guest.gsm', code: 'user_not_found' }] },
    ]);
    const unknownQr = await t.raw(shop.owner.token, cc.load, {
      storeId: shop.storeId,
      couponId: coupon.id,
      guest: { userQr: 'no-such-code' },
    });
    expect(unknownQr.json()).toMatchObject({
      code: 'user_not_found',
      fields: [{ path: 'guest.userQr', code: 'user_not_found' }],
    });
  });

  test('a scratch card draws once per guest per pool, even when asked concurrently', async () => {
    const prize = await create({
      name: 'Bedava çay',
      benefit: { kind: 'product', value: shop.cay.id },
      code: sharedCode(),
    });
    const pool = await t.call(shop.owner.token, cc.savePool, {
      storeId: shop.storeId,
      name: 'Kazı kazan',
      entries: [{ couponId: prize.id, weight: 1 }],
      noPrizeWeight: 0,
    });
    const guest = await t.signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.raw(shop.owner.token, cc.scratch, { storeId: shop.storeId, poolId: pool.id, guest: { gsm: guest.gsm } }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(9).fill('scratch_already_played'),
    );
    const { prize: drawn } = won[0]!.json() as { prize: { couponId: string; code: string } };
    expect(drawn.couponId).toBe(prize.id);
    const benefits = await t.call(shop.owner.token, cc.getBenefits, {
      storeId: shop.storeId,
      guest: { gsm: guest.gsm },
    });
    expect(benefits.map((b) => b.code)).toEqual([drawn.code]);
    expect((await t.call(shop.owner.token, cc.getPools, { storeId: shop.storeId }))[0]).toMatchObject({
      id: pool.id,
      draws: 1,
    });
  });

  test('the weighted draw follows the weights and "no prize"', () => {
    expect(drawByWeight([3, 1], 6, () => 0)).toBe(0);
    expect(drawByWeight([3, 1], 6, () => 3)).toBe(1);
    expect(drawByWeight([3, 1], 6, () => 4)).toBeNull();
    expect(drawByWeight([], 0, () => 0)).toBeNull();
  });
});

describe('tills and the platform', () => {
  test('getPosVariants lists active coupons with their limits, the platform ones too', async () => {
    const master = await t.signIn();
    await t.makeMaster(master.userId);
    const platform = await t.call(master.token, pc.createPlatform, {
      name: 'Sofra günü',
      benefit: { kind: 'percent', value: 20 },
      code: sharedCode(),
    });
    expect(platform.storeId).toBeNull();
    expect((await refused(shop.owner.token, pc.getPlatform, {})).code).toBe('master_only');
    const mine = await create({
      benefit: { kind: 'amount', value: 700 },
      code: sharedCode(),
      minSpend: 1_000,
      maxUses: 9,
    });
    const variants = await t.call(shop.owner.token, cc.getPosVariants, { storeId: shop.storeId });
    expect(variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ couponId: platform.id, platform: true }),
        expect.objectContaining({ couponId: mine.id, platform: false, minSpend: 1_000, maxUses: 9 }),
      ]),
    );
    // A platform code is accepted at any store.
    const used = await t.call(shop.owner.token, cc.use, { storeId: shop.storeId, code: platform.codes[0]!.code });
    expect(used.couponId).toBe(platform.id);
    await t.call(master.token, pc.setPlatformStatus, { couponId: platform.id, status: 'disabled' });
    expect((await t.call(master.token, pc.getPlatform, {})).find((x) => x.id === platform.id)?.status).toBe('disabled');
  });

  test('staff without coupons.manage cannot manage coupons; another owner is refused', async () => {
    const waiter = await t.signIn();
    await t.call(shop.owner.token, storeCalls.saveStaff, { storeId: shop.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: shop.storeId, kind: 'staff' });
    await t.call(shop.owner.token, storeCalls.saveStaffPermissions, {
      storeId: shop.storeId,
      userId: waiter.userId,
      permissions: ['store.view'],
    });
    expect(
      (
        await refused(waiter.token, cc.create, {
          storeId: shop.storeId,
          name: 'x',
          benefit: { kind: 'percent', value: 5 },
        })
      ).status,
    ).toBe(403);
    expect((await refused(waiter.token, cc.get, { storeId: shop.storeId })).status).toBe(403);
    await t.call(shop.owner.token, storeCalls.saveStaffPermissions, {
      storeId: shop.storeId,
      userId: waiter.userId,
      permissions: ['store.view', 'coupons.manage'],
    });
    await t.call(waiter.token, cc.get, { storeId: shop.storeId });
    const other = await t.signIn();
    expect((await refused(other.token, cc.get, { storeId: shop.storeId })).status).toBe(403);
  });
});
