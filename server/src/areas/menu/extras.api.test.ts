import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { mediaCalls } from '@sofra/contracts/media/media.calls';
import { catalogueCalls as c, extrasCalls as x, menuImageCalls } from '@sofra/contracts/menu/menu.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { ownerAndStranger, type Session } from '../../../test/factories.ts';
import { sendCall } from '../../../test/send-call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const UNKNOWN = '0000000000a-0000-0000-000000000000';

/** An owner's store with a group of soups holding a lentil soup at 100.00. */
const menu = async () => {
  const { owner, other, store } = await ownerAndStranger(t);
  const storeId = store.id;
  const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Çorbalar' } });
  const soup = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: group.id,
    names: { tr: 'Mercimek' },
    price: 10_000,
  });
  return { owner, other, storeId, group, soup };
};

const sizes = (storeId: string, extra: object = {}) => ({
  storeId,
  names: { tr: 'Boy', en: 'Size' },
  minChoices: 1,
  maxChoices: 1,
  options: [
    { names: { tr: 'Küçük', en: 'Small' }, price: -2_000 },
    { names: { tr: 'Orta' }, isDefault: true },
    { names: { tr: 'Büyük' }, price: 3_000 },
  ],
  ...extra,
});

const code = async (token: string, call: Parameters<TestApp['raw']>[1], input: object) =>
  (await t.raw(token, call, input)).json();

describe('variations', () => {
  test('an owner creates, updates and lists variations; options keep their ids; status toggles', async () => {
    const { owner, storeId } = await menu();
    const size = await t.call(owner.token, x.saveModifier, sizes(storeId));
    expect(size).toMatchObject({ name: 'Boy', minChoices: 1, maxChoices: 1, active: true, sequence: 0 });
    expect(size.options.map((o) => [o.name, o.price, o.isDefault, o.active])).toEqual([
      ['Küçük', -2_000, false, true],
      ['Orta', 0, true, true],
      ['Büyük', 3_000, false, true],
    ]);
    const [small, medium] = size.options;

    // The medium option is renamed, the large one removed, a new one added: kept ids stay, the new one gets its own.
    const updated = await t.call(owner.token, x.saveModifier, {
      ...sizes(storeId),
      id: size.id,
      maxChoices: 2,
      options: [
        { id: medium!.id, names: { tr: 'Normal' }, isDefault: true },
        { id: small!.id, names: { tr: 'Küçük' }, price: -1_500 },
        { names: { tr: 'Duble' }, price: 4_000 },
      ],
    });
    expect(updated.options.map((o) => o.id).slice(0, 2)).toEqual([medium!.id, small!.id]);
    expect(updated.options[2]!.id).not.toBe(size.options[2]!.id);
    expect(updated.options.map((o) => o.name)).toEqual(['Normal', 'Küçük', 'Duble']);

    const sauce = await t.call(owner.token, x.saveModifier, {
      storeId,
      names: { tr: 'Sos' },
      options: [{ names: { tr: 'Acı' } }],
    });
    expect(sauce).toMatchObject({ sequence: 1, minChoices: 0, maxChoices: 1 });
    expect((await t.call(owner.token, x.getModifiers, { storeId })).map((m) => m.name)).toEqual(['Boy', 'Sos']);

    const off = await t.call(owner.token, x.setModifierStatus, { storeId, id: sauce.id, active: false });
    expect(off.active).toBe(false);
    expect((await t.call(owner.token, x.getModifiers, { storeId }))[1]!.active).toBe(false);
  });

  test('choice limits, defaults, names and option ids are checked', async () => {
    const { owner, storeId } = await menu();
    const refused = (extra: object) => code(owner.token, x.saveModifier, sizes(storeId, extra));
    expect(await refused({ minChoices: 2, maxChoices: 1 })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'minChoices' }],
    });
    // Three options, one of them inactive: at most two choices.
    expect(
      await refused({
        maxChoices: 3,
        options: [{ names: { tr: 'A' } }, { names: { tr: 'B' } }, { names: { tr: 'C' }, active: false }],
      }),
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'maxChoices' }] });
    expect(
      await refused({
        options: [
          { names: { tr: 'A' }, isDefault: true },
          { names: { tr: 'B' }, isDefault: true },
        ],
      }),
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'options' }] });
    expect(await refused({ options: [{ names: { en: 'Small' } }] })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'options.0.names.tr' }],
    });
    expect(await refused({ options: [{ id: UNKNOWN, names: { tr: 'A' } }] })).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'options.0.id' }],
    });
    expect(await refused({ id: UNKNOWN })).toMatchObject({ code: 'modifier_not_found' });
    expect(await t.call(owner.token, x.getModifiers, { storeId })).toEqual([]);
  });

  test('a variation never makes a price negative: through its save, a product save, a link or a move', async () => {
    const { owner, storeId, group, soup } = await menu();
    const size = await t.call(owner.token, x.saveModifier, sizes(storeId));
    // Small takes 20.00 off a 100.00 soup: fine.
    expect(
      await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: soup.id, modifierIds: [size.id] }),
    ).toEqual({ modifierIds: [size.id], adviceIds: [] });

    // The variation's own save: small would take 120.00 off.
    const deeper = sizes(storeId, {
      id: size.id,
      options: [{ id: size.options[0]!.id, names: { tr: 'Küçük' }, price: -12_000 }],
    });
    expect(await code(owner.token, x.saveModifier, deeper)).toMatchObject({ code: 'modifier_price_negative' });
    // The product's save: a price of 15.00 with 20.00 off.
    const base = { storeId, groupId: group.id, names: { tr: 'Mercimek' } };
    expect(await code(owner.token, c.saveProduct, { ...base, id: soup.id, price: 1_500 })).toMatchObject({
      code: 'modifier_price_negative',
      fields: [{ path: 'price' }],
    });
    expect((await t.call(owner.token, c.getProducts, { storeId }))[0]!.price).toBe(10_000);

    // A link: a cheap product offered the sizes, directly, through its group, or on a new product's save.
    const bread = await t.call(owner.token, c.saveProduct, { ...base, names: { tr: 'Ekmek' }, price: 500 });
    expect(
      await code(owner.token, x.setLinks, { storeId, target: 'product', id: bread.id, modifierIds: [size.id] }),
    ).toMatchObject({ code: 'modifier_price_negative', fields: [{ path: 'modifierIds' }] });
    expect(
      await code(owner.token, x.setLinks, { storeId, target: 'group', id: group.id, modifierIds: [size.id] }),
    ).toMatchObject({ code: 'modifier_price_negative' });
    expect(
      await code(owner.token, c.saveGroup, {
        storeId,
        id: group.id,
        names: { tr: 'Çorbalar' },
        modifierIds: [size.id],
      }),
    ).toMatchObject({ code: 'modifier_price_negative' });
    expect(
      await code(owner.token, c.saveProduct, { ...base, names: { tr: 'Simit' }, price: 100, modifierIds: [size.id] }),
    ).toMatchObject({ code: 'modifier_price_negative' });
    expect((await t.call(owner.token, c.getProducts, { storeId })).map((p) => p.name)).toEqual(['Mercimek', 'Ekmek']);

    // A product moving into a group whose variations would take too much off.
    const cheap = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ucuzlar' } });
    const bun = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: cheap.id,
      names: { tr: 'Poğaça' },
      price: 100,
    });
    await t.call(owner.token, c.deleteProduct, { storeId, id: bread.id });
    await t.call(owner.token, x.setLinks, { storeId, target: 'group', id: group.id, modifierIds: [size.id] });
    expect(
      await code(owner.token, c.saveProduct, {
        storeId,
        id: bun.id,
        groupId: group.id,
        names: { tr: 'Poğaça' },
        price: 100,
      }),
    ).toMatchObject({ code: 'modifier_price_negative' });
    expect(await code(owner.token, c.deleteGroup, { storeId, id: cheap.id, moveTo: group.id })).toMatchObject({
      code: 'modifier_price_negative',
    });

    // With two choices, the two most negative options count: 20.00 + 70.00 off 100.00 is fine, 20.00 + 90.00 is not.
    const two = (price: number, active = true) =>
      sizes(storeId, {
        id: size.id,
        maxChoices: active ? 2 : 1,
        options: [
          { id: size.options[0]!.id, names: { tr: 'Küçük' }, price: -2_000 },
          { names: { tr: 'Yarım' }, price, active },
          { names: { tr: 'Normal' } },
        ],
      });
    await t.call(owner.token, c.deleteProduct, { storeId, id: bun.id });
    expect((await t.call(owner.token, x.saveModifier, two(-7_000))).maxChoices).toBe(2);
    expect(await code(owner.token, x.saveModifier, two(-9_000))).toMatchObject({ code: 'modifier_price_negative' });
    // An inactive option takes nothing off.
    expect((await t.call(owner.token, x.saveModifier, two(-9_000, false))).maxChoices).toBe(1);
  });
});

describe('suggestion lists and links', () => {
  test('advices name live products in order; unknown products are refused; status toggles', async () => {
    const { owner, storeId, group, soup } = await menu();
    const bread = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: 'Ekmek' },
      price: 500,
    });
    const advice = await t.call(owner.token, x.saveAdvice, {
      storeId,
      names: { tr: 'Yanında iyi gider', en: 'Goes well with' },
      productIds: [bread.id, soup.id],
    });
    expect(advice).toMatchObject({ name: 'Yanında iyi gider', productIds: [bread.id, soup.id], active: true });
    expect(await code(owner.token, x.saveAdvice, { storeId, names: { tr: 'X' }, productIds: [UNKNOWN] })).toMatchObject(
      {
        code: 'product_not_found',
        fields: [{ path: 'productIds' }],
      },
    );
    expect(
      await code(owner.token, x.saveAdvice, {
        storeId,
        id: advice.id,
        names: { tr: 'X' },
        productIds: [soup.id, soup.id],
      }),
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'productIds' }] });
    expect((await t.call(owner.token, x.setAdviceStatus, { storeId, id: advice.id, active: false })).active).toBe(
      false,
    );
    expect(await t.call(owner.token, x.getAdvices, { storeId })).toEqual([
      expect.objectContaining({ id: advice.id, active: false, productIds: [bread.id, soup.id] }),
    ]);

    // A deleted product leaves the list.
    await t.call(owner.token, c.deleteProduct, { storeId, id: bread.id });
    expect((await t.call(owner.token, x.getAdvices, { storeId }))[0]!.productIds).toEqual([soup.id]);
  });

  test('links through setLinks, saveProduct and saveGroup; answers list them in order; deletes remove them', async () => {
    const { owner, storeId, group, soup } = await menu();
    const size = await t.call(owner.token, x.saveModifier, sizes(storeId));
    const sauce = await t.call(owner.token, x.saveModifier, {
      storeId,
      names: { tr: 'Sos' },
      options: [{ names: { tr: 'Acı' } }],
    });
    const drinks = await t.call(owner.token, x.saveAdvice, {
      storeId,
      names: { tr: 'İçecekler' },
      productIds: [soup.id],
    });
    const sweets = await t.call(owner.token, x.saveAdvice, {
      storeId,
      names: { tr: 'Tatlılar' },
      productIds: [soup.id],
    });

    await t.call(owner.token, x.setLinks, {
      storeId,
      target: 'product',
      id: soup.id,
      modifierIds: [sauce.id, size.id],
      adviceIds: [sweets.id, drinks.id],
    });
    // A list left out stays as it is.
    expect(
      await t.call(owner.token, x.setLinks, { storeId, target: 'product', id: soup.id, adviceIds: [drinks.id] }),
    ).toEqual({ modifierIds: [sauce.id, size.id], adviceIds: [drinks.id] });
    expect((await t.call(owner.token, c.getProducts, { storeId }))[0]).toMatchObject({
      modifierIds: [sauce.id, size.id],
      adviceIds: [drinks.id],
    });

    // saveProduct: absent lists unchanged, given lists replaced.
    const base = { storeId, groupId: group.id, names: { tr: 'Mercimek' }, price: 10_000 };
    expect(await t.call(owner.token, c.saveProduct, { ...base, id: soup.id })).toMatchObject({
      modifierIds: [sauce.id, size.id],
      adviceIds: [drinks.id],
    });
    expect(await t.call(owner.token, c.saveProduct, { ...base, id: soup.id, modifierIds: [size.id] })).toMatchObject({
      modifierIds: [size.id],
      adviceIds: [drinks.id],
    });
    const lentil = await t.call(owner.token, c.saveProduct, {
      ...base,
      names: { tr: 'Ezogelin' },
      adviceIds: [sweets.id, drinks.id],
    });
    expect(lentil).toMatchObject({ modifierIds: [], adviceIds: [sweets.id, drinks.id] });

    // saveGroup and the group's answers.
    const saved = await t.call(owner.token, c.saveGroup, {
      storeId,
      id: group.id,
      names: { tr: 'Çorbalar' },
      modifierIds: [size.id, sauce.id],
      adviceIds: [sweets.id],
    });
    expect(saved).toMatchObject({ modifierIds: [size.id, sauce.id], adviceIds: [sweets.id] });
    expect((await t.call(owner.token, c.getGroups, { storeId }))[0]).toMatchObject({
      modifierIds: [size.id, sauce.id],
      adviceIds: [sweets.id],
    });
    expect((await t.call(owner.token, x.getModifiers, { storeId })).find((m) => m.id === size.id)).toMatchObject({
      productIds: [soup.id],
      groupIds: [group.id],
    });
    expect((await t.call(owner.token, x.getAdvices, { storeId })).find((a) => a.id === drinks.id)).toMatchObject({
      forProductIds: expect.arrayContaining([soup.id, lentil.id]),
      forGroupIds: [],
    });

    // Unknown or repeated ids are refused.
    expect(
      await code(owner.token, x.setLinks, { storeId, target: 'product', id: soup.id, modifierIds: [UNKNOWN] }),
    ).toMatchObject({ code: 'modifier_not_found', fields: [{ path: 'modifierIds' }] });
    expect(
      await code(owner.token, c.saveGroup, { storeId, id: group.id, names: { tr: 'Çorbalar' }, adviceIds: [UNKNOWN] }),
    ).toMatchObject({ code: 'advice_not_found', fields: [{ path: 'adviceIds' }] });
    expect(
      await code(owner.token, c.saveProduct, { ...base, id: soup.id, modifierIds: [size.id, size.id] }),
    ).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'modifierIds' }],
    });
    expect(
      await code(owner.token, x.setLinks, { storeId, target: 'product', id: UNKNOWN, adviceIds: [] }),
    ).toMatchObject({
      code: 'product_not_found',
    });
    expect(await code(owner.token, x.setLinks, { storeId, target: 'group', id: UNKNOWN, adviceIds: [] })).toMatchObject(
      {
        code: 'menu_group_not_found',
      },
    );

    // Deleting a variation or a list removes its links; a deleted one cannot be linked again.
    await t.call(owner.token, x.deleteModifier, { storeId, id: size.id });
    await t.call(owner.token, x.deleteAdvice, { storeId, id: drinks.id });
    expect((await t.call(owner.token, c.getGroups, { storeId }))[0]).toMatchObject({
      modifierIds: [sauce.id],
      adviceIds: [sweets.id],
    });
    expect((await t.call(owner.token, c.getProducts, { storeId })).map((p) => [p.modifierIds, p.adviceIds])).toEqual([
      [[], []],
      [[], [sweets.id]],
    ]);
    expect((await t.call(owner.token, x.getModifiers, { storeId })).map((m) => m.id)).toEqual([sauce.id]);
    expect(
      await code(owner.token, x.setLinks, { storeId, target: 'product', id: soup.id, modifierIds: [size.id] }),
    ).toMatchObject({ code: 'modifier_not_found' });
    expect(await code(owner.token, x.deleteAdvice, { storeId, id: drinks.id })).toMatchObject({
      code: 'advice_not_found',
    });

    // Deleting a product removes its links.
    await t.call(owner.token, c.deleteProduct, { storeId, id: lentil.id });
    expect((await t.call(owner.token, x.getAdvices, { storeId }))[0]).toMatchObject({
      id: sweets.id,
      forProductIds: [],
    });
  });

  test('another owner is refused; staff read with store.view and change only with menu.edit', async () => {
    const { owner, other, storeId, soup } = await menu();
    expect((await code(other.token, x.getModifiers, { storeId })).code).toBe('store_forbidden');
    const waiter = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
    expect(await t.call(waiter.token, x.getAdvices, { storeId })).toEqual([]);
    expect((await code(waiter.token, x.saveModifier, sizes(storeId))).code).toBe('store_forbidden');
    expect((await code(waiter.token, x.saveAdvice, { storeId, names: { tr: 'A' }, productIds: [soup.id] })).code).toBe(
      'store_forbidden',
    );
    expect(
      (await code(waiter.token, x.setLinks, { storeId, target: 'product', id: soup.id, adviceIds: [] })).code,
    ).toBe('store_forbidden');
    await t.call(owner.token, storeCalls.saveStaffPermissions, {
      storeId,
      userId: waiter.userId,
      permissions: ['menu.edit'],
    });
    expect((await t.call(waiter.token, x.saveModifier, sizes(storeId))).name).toBe('Boy');
  });
});

describe('pictures', () => {
  const upload = async (owner: Session, storeId: string, fields: Record<string, string>) => {
    const file = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 10 } } })
      .png()
      .toBuffer();
    const res = await sendCall(t.app, owner.token, mediaCalls.saveImage, { storeId, ...fields }, { file });
    expect(res.statusCode).toBe(200);
    return res.json().image as { itemId: string; url: string };
  };

  test("a product's and a group's picture come with them and through the image reads; a new one replaces it", async () => {
    const { owner, other, storeId, group, soup } = await menu();
    const first = await upload(owner, storeId, { itemType: 'product', itemId: soup.id });
    expect((await t.call(owner.token, c.getProducts, { storeId }))[0]!.imageUrl).toBe(first.url);
    const second = await upload(owner, storeId, { itemType: 'product', itemId: soup.id });
    expect(second.url).not.toBe(first.url);
    expect(await t.call(owner.token, menuImageCalls.product, { id: storeId })).toEqual([
      expect.objectContaining({ itemType: 'product', itemId: soup.id, url: second.url }),
    ]);
    expect((await t.call(owner.token, c.getProducts, { storeId }))[0]!.imageUrl).toBe(second.url);

    const groupPicture = await upload(owner, storeId, { itemType: 'productGroup', itemId: group.id });
    expect((await t.call(owner.token, c.getGroups, { storeId }))[0]!.imageUrl).toBe(groupPicture.url);
    expect((await t.call(owner.token, menuImageCalls.productGroups, { id: storeId })).map((i) => i.url)).toEqual([
      groupPicture.url,
    ]);
    expect((await code(other.token, menuImageCalls.product, { id: storeId })).code).toBe('store_forbidden');
  });

  test('menu banners are several, in order, and sortable', async () => {
    const { owner, storeId } = await menu();
    const a = await upload(owner, storeId, { itemType: 'menu-banner' });
    const b = await upload(owner, storeId, { itemType: 'menu-banner' });
    expect((await t.call(owner.token, menuImageCalls.menuBanners, { id: storeId })).map((i) => i.itemId)).toEqual([
      a.itemId,
      b.itemId,
    ]);
    await t.call(owner.token, mediaCalls.sortImages, {
      storeId,
      itemType: 'menu-banner',
      itemIds: [b.itemId, a.itemId],
    });
    expect((await t.call(owner.token, menuImageCalls.menuBanners, { id: storeId })).map((i) => i.itemId)).toEqual([
      b.itemId,
      a.itemId,
    ]);
  });
});
