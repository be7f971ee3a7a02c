import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { definitionKindCalls as defs } from '@sofra/contracts/definitions/definitions.calls';
import { folioCalls as f } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { MAX_RECEIPT_SMS } from '@sofra/contracts/folios/receipts.schemas';
import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, publishedMenu, type Session } from '../../../test/factories.ts';
import { signReceiptToken } from './receipt-token.ts';

/**
 * A bill's receipt (docs/folios.md, Receipts): the signed guest link and its page, prints in the history (a copy after
 * the first), and the link by SMS through the budget, at most MAX_RECEIPT_SMS a bill, no number in a log line.
 */

let t: TestApp;
let owner: Session;
let storeId: string;
let tableId: string;
let cashId: string;
let kofteId: string;
let colaId: string;
const log: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void log.push(line) } });
  owner = await t.signIn();
  storeId = (
    await t.call(
      owner.token,
      storeCalls.saveStore,
      newStore({ name: 'Moda Meyhanesi', serviceFee: 10, languages: ['tr', 'en'] }),
    )
  ).id;
  const [kofte, cola] = await publishedMenu(t, owner.token, storeId, [
    { name: 'Köfte', price: 25_000, rate: 10 },
    { name: 'Kola', price: 4_000, rate: 20 },
  ]);
  kofteId = kofte!.id;
  colaId = cola!.id;
  tableId = (
    await t.call(owner.token, tableCalls.saveStoreTable, { storeId, groupName: 'Salon', tableName: 'Salon 1' })
  ).id;
  cashId = (await t.call(owner.token, defs.paymentTypes.list, { storeId })).find(
    (p) => p.collectionType === 'cash',
  )!.id;
});
afterAll(async () => t.close());

const open = (guestUserId?: string): Promise<Folio> =>
  t.call(owner.token, f.save, {
    storeId,
    serviceType: 'table',
    tableId,
    covers: 2,
    ...(guestUserId ? { guestUserId } : {}),
    lines: [
      { productId: kofteId, quantity: 2 },
      { productId: colaId, quantity: 1 },
    ],
  });

const pathOf = (url: string) => new URL(url).pathname;
const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': 'test-default-key', ...headers } });

describe('the receipt link and its guest page', () => {
  test('the link opens a page with the bill, its KDV per rate and total, in the guest language, not kept by caches', async () => {
    await t.call(owner.token, contractCalls.saveStoreContract, {
      storeId,
      companyTitle: 'Moda Gıda Ltd. Şti.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      adminName: 'Ayşe Yılmaz',
      adminGsm: freshGsm(),
      phone: '+902161234567',
      email: 'ayse@example.com',
      address: 'Moda Cad. No:1',
    });
    const folio = await open();
    await t.call(owner.token, f.addPayment, {
      storeId,
      id: folio.id,
      paymentTypeId: cashId,
      amount: folio.totals.total,
      tip: 1_000,
    });
    const closed = await t.call(owner.token, f.close, { storeId, id: folio.id });
    const link = await t.call(owner.token, f.receiptLink, { storeId, id: folio.id });
    expect(link.qr).toMatch(/^data:image\/png;base64,/);
    expect(link.prints).toBe(0);
    expect(link.header).toMatchObject({
      name: 'Moda Meyhanesi',
      companyTitle: 'Moda Gıda Ltd. Şti.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      timeZone: 'Europe/Istanbul',
    });
    expect(pathOf(link.url)).toMatch(/^\/r\/[\w-]+\.[\w-]+\.[0-9a-z]+\.[\w-]{22}$/);
    // The same bill keeps its link: a reprint carries the same QR.
    expect((await t.call(owner.token, f.receiptLink, { storeId, id: folio.id })).url).toBe(link.url);

    const res = await page(pathOf(link.url), { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('Moda Meyhanesi');
    expect(html).toContain('V.D. Kadıköy · VKN/TCKN 1234567890');
    expect(html).toContain('2 × Köfte');
    // 2 × 250.00 + 40.00 = 540.00, service fee 54.00: 594.00 (docs/folios.md, Totals).
    expect(closed.totals.total).toBe(59_400);
    expect(html).toContain('₺594,00');
    for (const tax of closed.totals.taxes) expect(html).toContain(`KDV %${tax.rate}`);
    const tenPercent = closed.totals.taxes.find((x) => x.rate === 10)!;
    expect(html).toContain(`₺${(tenPercent.tax / 100).toFixed(2).replace('.', ',')} (matrah`);
    // No guest's data, no staff number.
    expect(html).not.toContain(owner.gsm);

    const english = await page(`${pathOf(link.url)}?lang=en`);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('TOTAL');
    expect(english.body).toContain('₺594.00');
  });

  test('a forged, altered or expired token is a 404 page, never a 500; so is one of another tenant', async () => {
    const folio = await open();
    const { url } = await t.call(owner.token, f.receiptLink, { storeId, id: folio.id });
    const path = pathOf(url);
    const [store, id, expiry, sig] = path.slice(3).split('.');
    const forged = [
      `/r/${store}.${id}.${expiry}.${'A'.repeat(22)}`,
      `/r/${store}.${folio.id.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}.${expiry}.${sig}`,
      `/r/${store}.${id}.zzzzzzz.${sig}`,
      `/r/${store}.${id}.1.${sig}`,
      '/r/nothing',
      `/r/${'x'.repeat(300)}`,
      '/r/a/b/c',
      // Signed with the server's secret, but for another tenant.
      `/r/${signReceiptToken(t.config.jwtSecret, { tenant: 'other', storeId, folioId: folio.id, expires: 4_000_000_000 })}`,
    ];
    for (const bad of forged) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Bu fiş bulunamadı');
    }
    // An address that does not decode is the router's 400, still no error of ours.
    expect((await page('/r/%00%ff')).statusCode).toBe(400);
  });

  test("a bill's text is written as text, never markup; a bill cancelled after its link was given opens no more", async () => {
    const [odd] = await publishedMenu(t, owner.token, storeId, [
      { name: '<img src=x onerror=alert(1)> & Çay', price: 1_500 },
    ]);
    const folio = await t.call(owner.token, f.save, {
      storeId,
      serviceType: 'take-away',
      lines: [{ productId: odd!.id, quantity: 1 }],
    });
    const { url } = await t.call(owner.token, f.receiptLink, { storeId, id: folio.id });
    const html = (await page(pathOf(url))).body;
    expect(html).toContain('1 × &lt;img src=x onerror=alert(1)&gt; &amp; Çay');
    expect(html).not.toContain('<img');
    await t.call(owner.token, f.cancel, { storeId, id: folio.id, reason: 'Yanlış sipariş' });
    expect((await page(pathOf(url))).statusCode).toBe(404);
  });

  test('another owner is refused the link, the print and the send; a waiting or cancelled bill has no receipt', async () => {
    const folio = await open();
    const other = await t.signIn();
    for (const [call, body] of [
      [f.receiptLink, { storeId, id: folio.id }],
      [f.printReceipt, { storeId, id: folio.id }],
      [f.sendReceipt, { storeId, id: folio.id, phone: freshGsm() }],
    ] as const) {
      const res = await t.raw(other.token, call, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'store_forbidden' });
    }
    // Another store's folio id under my store: not found.
    const mine = await t.call(other.token, storeCalls.saveStore, newStore());
    const res = await t.raw(other.token, f.receiptLink, { storeId: mine.id, id: folio.id });
    expect(res.json()).toMatchObject({ code: 'folio_not_found' });

    const cancelled = await open();
    await t.call(owner.token, f.cancel, { storeId, id: cancelled.id, reason: 'Yanlış masa' });
    const refused = await t.raw(owner.token, f.receiptLink, { storeId, id: cancelled.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'folio_not_open' });
  });

  test('a staff member who sees bills prints; sending needs payments.take', async () => {
    const waiter = await t.signIn();
    await t.call(owner.token, storeCalls.saveStaff, { storeId, gsm: waiter.gsm });
    await t.call(waiter.token, authCalls.acceptInvitation, { storeId, kind: 'staff' });
    const folio = await open();
    expect((await t.call(waiter.token, f.printReceipt, { storeId, id: folio.id })).copy).toBe(false);
    const res = await t.raw(waiter.token, f.sendReceipt, { storeId, id: folio.id, phone: freshGsm() });
    expect(res.json()).toMatchObject({ code: 'store_forbidden' });
  });
});

describe('prints', () => {
  test('the first print is `printed`, the next ones `reprinted` (a copy); the version does not move', async () => {
    const folio = await open();
    const first = await t.call(owner.token, f.printReceipt, { storeId, id: folio.id });
    expect(first).toEqual({ copy: false, prints: 1 });
    const second = await t.call(owner.token, f.printReceipt, { storeId, id: folio.id });
    expect(second).toEqual({ copy: true, prints: 2 });
    expect((await t.call(owner.token, f.receiptLink, { storeId, id: folio.id })).prints).toBe(2);
    const detail = await t.call(owner.token, f.getById, { storeId, id: folio.id });
    expect(detail.version).toBe(folio.version);
    expect(detail.history.map((e) => e.action)).toEqual(['opened', 'printed', 'reprinted']);
    expect(detail.history[1]!.staff).toEqual({ id: owner.userId, name: 'Test Kullanıcı' });
    // A change after the print names the version it read, as before.
    const locked = await t.call(owner.token, f.lock, { storeId, id: folio.id, version: folio.version });
    expect(locked.version).toBe(folio.version + 1);
  });
});

describe('sending by SMS', () => {
  test('to a typed number, in the store language, budgeted, at most 3 a bill, no number in the history or the log', async () => {
    const folio = await open();
    const gsm = freshGsm();
    const before = t.outbox.length;
    const sent = await t.call(owner.token, f.sendReceipt, { storeId, id: folio.id, phone: gsm });
    expect(sent).toEqual({ to: 'phone', left: MAX_RECEIPT_SMS - 1 });
    const message = t.outbox[before]!;
    expect(message.to).toBe(gsm);
    const { url } = await t.call(owner.token, f.receiptLink, { storeId, id: folio.id });
    expect(message.text).toBe(`Moda Meyhanesi: ${folio.number} numaralı hesabınızın fişi: ${url}`);
    for (let i = 1; i < MAX_RECEIPT_SMS; i++)
      await t.call(owner.token, f.sendReceipt, { storeId, id: folio.id, phone: freshGsm() });
    const fourth = await t.raw(owner.token, f.sendReceipt, { storeId, id: folio.id, phone: freshGsm() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'sms_limit' });
    expect(t.outbox.length).toBe(before + MAX_RECEIPT_SMS);
    const detail = await t.call(owner.token, f.getById, { storeId, id: folio.id });
    const rows = detail.history.filter((e) => e.action === 'receipt-sent');
    expect(rows).toHaveLength(MAX_RECEIPT_SMS);
    expect(rows[0]!.detail).toEqual({ recipient: 'phone' });
    const digits = gsm.slice(-7);
    expect(JSON.stringify(detail.history)).not.toContain(digits);
    expect(log.join('\n')).not.toContain(digits);
  });

  test('six sends of one bill at once: exactly 3 go out, the others are refused with sms_limit', async () => {
    const folio = await open();
    const before = t.outbox.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.raw(owner.token, f.sendReceipt, { storeId, id: folio.id, phone: freshGsm() })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(t.outbox.length).toBe(before + MAX_RECEIPT_SMS);
    const history = (await t.call(owner.token, f.getById, { storeId, id: folio.id })).history;
    expect(history.filter((e) => e.action === 'receipt-sent')).toHaveLength(MAX_RECEIPT_SMS);
  });

  test("without a number, to the bill's guest (never answered); a bill without a guest needs one", async () => {
    const guest = await t.signIn();
    const folio = await open(guest.userId);
    const before = t.outbox.length;
    const sent = await t.call(owner.token, f.sendReceipt, { storeId, id: folio.id });
    expect(sent.to).toBe('guest');
    expect(JSON.stringify(sent)).not.toContain(guest.gsm);
    expect(t.outbox[before]!.to).toBe(guest.gsm);

    const anonymous = await open();
    const res = await t.raw(owner.token, f.sendReceipt, { storeId, id: anonymous.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'phone', code: 'required' }] });
    const bad = await t.raw(owner.token, f.sendReceipt, { storeId, id: anonymous.id, phone: '12345' });
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'phone' }] });
  });

  test("the store's SMS budget holds: over it, sms_limit, and nothing is sent or recorded", async () => {
    const tight = await buildTestApp({
      config: {
        smsBudget: {
          allowedCountries: ['TR'],
          perNumber: { hour: 1000, day: 1000 },
          perUser: { hour: 1000, day: 1000 },
          perStore: { hour: 1, day: 1000 },
          perTenant: { hour: 1000, day: 1000 },
        },
      },
    });
    try {
      const boss = await tight.signIn();
      const shop = (await tight.call(boss.token, storeCalls.saveStore, newStore())).id;
      const [product] = await publishedMenu(tight, boss.token, shop, [{ name: 'Çay', price: 1_500 }]);
      const bill = await tight.call(boss.token, f.save, {
        storeId: shop,
        serviceType: 'take-away',
        lines: [{ productId: product!.id, quantity: 1 }],
      });
      await tight.call(boss.token, f.sendReceipt, { storeId: shop, id: bill.id, phone: freshGsm() });
      const over = await tight.raw(boss.token, f.sendReceipt, { storeId: shop, id: bill.id, phone: freshGsm() });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'sms_limit', desc: expect.stringContaining('store') });
      const history = (await tight.call(boss.token, f.getById, { storeId: shop, id: bill.id })).history;
      expect(history.filter((e) => e.action === 'receipt-sent')).toHaveLength(1);
    } finally {
      await tight.close();
    }
  });
});
