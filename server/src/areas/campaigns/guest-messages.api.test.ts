import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerCalls as cu } from '@sofra/contracts/customers/customers.calls';
import { campaignCalls as c } from '@sofra/contracts/loyalty/campaigns.calls';
import type { CampaignSave } from '@sofra/contracts/loyalty/campaigns.schemas';
import { couponCalls as cc } from '@sofra/contracts/loyalty/coupons.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { consentLogs, users } from '../../db/schema/index.ts';
import { messageRules } from '../customers/messages.service.ts';
import { freshGsm, type TestApp } from '../../../test/build-app.ts';
import { appWithClock, newStore } from '../../../test/factories.ts';
import { birthdaysOn, sendCampaignMessages } from './guest-messages.ts';

/**
 * Birthday and win-back messages (docs/campaigns.md) by an injected clock. Istanbul is UTC+3 all year; the job acts
 * from 10:00 store time until the 21:00 quiet hours.
 */
let t: TestApp;
let at: (iso: string) => void;
beforeAll(async () => {
  ({ t, at } = await appWithClock('2031-03-01T09:00:00Z'));
});
afterAll(async () => t.close());

const run = async (iso: string) => sendCampaignMessages(await t.db(), t.app.services, new Date(iso));
const smsTo = (gsm: string) => t.outbox.filter((m) => m.to === gsm).map((m) => m.text);

const shop = async () => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  return { owner, storeId: store.id };
};
type Shop = Awaited<ReturnType<typeof shop>>;

/** A guest of the store (their first visit now), SMS consent as given, born on `dateOfBirth`. */
const guestOf = async (s: Shop, sms: boolean, dateOfBirth: string | null = null) => {
  const gsm = freshGsm();
  const guest = await t.call(s.owner.token, cu.createVirtualUser, { storeId: s.storeId, name: 'Misafir', gsm });
  if (sms)
    await t.call(s.owner.token, cu.recordConsent, {
      storeId: s.storeId,
      userId: guest.id,
      channel: 'sms',
      value: true,
    });
  if (dateOfBirth) await (await t.db()).update(users).set({ dateOfBirth }).where(eq(users.id, guest.id));
  return { id: guest.id, gsm };
};

const always = { from: '2030-01-01', to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' };
const birthday = (s: Shop, more: Partial<CampaignSave['rule']> = {}): CampaignSave => ({
  storeId: s.storeId,
  name: 'Doğum günü',
  kind: 'birthday-message',
  rule: { daysBefore: 0, message: { channel: 'sms', tr: 'İyi ki doğdun!', en: 'Happy birthday!' }, ...more },
  segment: 'all',
  schedule: always,
  status: 'running',
});
const winBack = (s: Shop, more: Partial<CampaignSave['rule']> = {}): CampaignSave => ({
  storeId: s.storeId,
  name: 'Sizi özledik',
  kind: 'win-back',
  rule: { lapseDays: 30, message: { channel: 'sms', tr: 'Sizi özledik', en: '' }, ...more },
  segment: 'lapsed',
  schedule: always,
  status: 'running',
});

describe('birthday messages', () => {
  test('go once a year, on the day in store time, only to consenting guests', async () => {
    at('2031-01-10T09:00:00Z');
    const s = await shop();
    const yes = await guestOf(s, true, '1990-03-15');
    const no = await guestOf(s, false, '1990-03-15');
    const other = await guestOf(s, true, '1990-03-16');
    const campaign = await t.call(s.owner.token, c.save, birthday(s));
    expect(campaign).toMatchObject({ kind: 'birthday-message', segment: 'all', rule: { daysBefore: 0 } });
    expect(
      await t.call(s.owner.token, c.getMessageAudience, {
        storeId: s.storeId,
        kind: 'birthday-message',
        channel: 'sms',
      }),
    ).toEqual({ count: 2 });

    // 15 March 09:59 in Istanbul: before the sending hour.
    await run('2031-03-15T06:59:00Z');
    expect(smsTo(yes.gsm)).toHaveLength(0);
    // 10:00: the consenting guest born that day gets it; the one without consent and the one born the 16th do not.
    await run('2031-03-15T07:00:00Z');
    expect(smsTo(yes.gsm)).toEqual([expect.stringMatching(/^İyi ki doğdun!\nSMS almamak için .*\/o\/[\w-]{12}$/)]);
    expect(smsTo(no.gsm)).toHaveLength(0);
    expect(smsTo(other.gsm)).toHaveLength(0);
    // Later runs that day, and a second campaign of the same kind, send nothing more.
    await t.call(s.owner.token, c.save, { ...birthday(s), name: 'İkinci' });
    await run('2031-03-15T11:00:00Z');
    expect(smsTo(yes.gsm)).toHaveLength(1);
    // Next year: again once.
    await run('2032-03-15T08:00:00Z');
    await run('2032-03-15T09:00:00Z');
    expect(smsTo(yes.gsm)).toHaveLength(2);
    // The campaign has sent: it can no longer be deleted (its sends are history).
    expect((await t.raw(s.owner.token, c.delete, { storeId: s.storeId, id: campaign.id })).json()).toMatchObject({
      code: 'campaign_in_use',
    });
  });

  test('a store in another zone sends on its own clock: its day and its 10:00', async () => {
    at('2031-01-10T09:00:00Z');
    const owner = await t.signIn();
    const store = await t.call(owner.token, storeCalls.saveStore, newStore({ timeZone: 'America/New_York' }));
    const s = { owner, storeId: store.id };
    const guest = await guestOf(s, true, '1990-03-15');
    await t.call(s.owner.token, c.save, birthday(s));
    // 15 March 10:00 in Istanbul is 03:00 in New York: not yet.
    await run('2031-03-15T07:00:00Z');
    expect(smsTo(guest.gsm)).toHaveLength(0);
    // 16 March 01:00 in Istanbul is still 15 March in New York, 21:00 — its quiet hours: nothing.
    await run('2031-03-16T01:00:00Z');
    expect(smsTo(guest.gsm)).toHaveLength(0);
    // 15 March 10:00 in New York (UTC−4 then).
    await run('2031-03-15T14:00:00Z');
    expect(smsTo(guest.gsm)).toHaveLength(1);
  });

  test('N days before; 29 February is 28 February in other years', async () => {
    at('2031-01-10T09:00:00Z');
    const s = await shop();
    const leap = await guestOf(s, true, '2000-02-29');
    await t.call(s.owner.token, c.save, birthday(s, { daysBefore: 3 }));
    await run('2031-02-24T08:00:00Z');
    expect(smsTo(leap.gsm)).toHaveLength(0);
    await run('2031-02-25T08:00:00Z'); // 28 February 2031 is three days ahead
    expect(smsTo(leap.gsm)).toHaveLength(1);
    expect(birthdaysOn('2031-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2032-02-28')).toEqual(['02-28']);
  });

  test("a guest who registered in English gets the English text; the day's SMS budget holds the rest for later", async () => {
    at('2031-01-10T09:00:00Z');
    const s = await shop();
    const english = await guestOf(s, true, '1980-05-20');
    await (await t.db()).insert(consentLogs).values({
      id: `consent-${english.id}`,
      userId: english.id,
      type: 'membership',
      lang: 'en',
      version: '1',
      textHash: 'x',
      acceptedAt: new Date('2031-01-10T09:00:00Z'),
      source: 'app',
      appName: 'sofra',
    });
    const turkish = await guestOf(s, true, '1981-05-20');
    const third = await guestOf(s, true, '1982-05-20');
    await t.call(s.owner.token, c.save, birthday(s));
    const saved = messageRules.smsPerStorePerDay;
    messageRules.smsPerStorePerDay = 2;
    try {
      await run('2031-05-20T08:00:00Z');
    } finally {
      messageRules.smsPerStorePerDay = saved;
    }
    // Two of three went (by id order); the third is still due and goes at the next run.
    const sentTo = [english, turkish, third].filter((g) => smsTo(g.gsm).length === 1);
    expect(sentTo).toHaveLength(2);
    if (smsTo(english.gsm).length) expect(smsTo(english.gsm)[0]).toMatch(/^Happy birthday!\n/);
    if (smsTo(turkish.gsm).length) expect(smsTo(turkish.gsm)[0]).toMatch(/^İyi ki doğdun!\n/);
    await run('2031-05-20T09:00:00Z');
    for (const g of [english, turkish, third]) expect(smsTo(g.gsm)).toHaveLength(1);
    expect(smsTo(english.gsm)[0]).toMatch(/^Happy birthday!\n/);
  });

  test('two runs at once message a guest once', async () => {
    at('2031-01-10T09:00:00Z');
    const s = await shop();
    const guests = [await guestOf(s, true, '1985-04-02'), await guestOf(s, true, '1992-04-02')];
    await t.call(s.owner.token, c.save, birthday(s));
    const counts = await Promise.all([run('2031-04-02T08:00:00Z'), run('2031-04-02T08:00:00Z')]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    for (const g of guests) expect(smsTo(g.gsm)).toHaveLength(1);
  });
});

describe('win-back messages', () => {
  test('go once per lapse, with the coupon loaded into the wallet', async () => {
    at('2031-01-01T09:00:00Z');
    const s = await shop();
    const coupon = await t.call(s.owner.token, cc.create, {
      storeId: s.storeId,
      name: 'Geri dön %15',
      benefit: { kind: 'percent', value: 15 },
      singleUseCodes: 5,
    } as never);
    const lapsed = await guestOf(s, true);
    const silent = await guestOf(s, false);
    at('2031-01-25T09:00:00Z');
    const recent = await guestOf(s, true);
    await t.call(s.owner.token, c.save, winBack(s, { couponId: coupon.id }));
    at('2031-02-10T09:00:00Z');
    expect(
      await t.call(s.owner.token, c.getMessageAudience, {
        storeId: s.storeId,
        kind: 'win-back',
        channel: 'sms',
        lapseDays: 30,
      }),
    ).toEqual({ count: 1 });

    await run('2031-02-10T09:00:00Z');
    expect(smsTo(lapsed.gsm)).toHaveLength(1);
    expect(smsTo(silent.gsm)).toHaveLength(0);
    expect(smsTo(recent.gsm)).toHaveLength(0);
    const wallet = await t.call(s.owner.token, cc.getBenefits, { storeId: s.storeId, guest: { gsm: lapsed.gsm } });
    expect(wallet).toEqual([expect.objectContaining({ couponId: coupon.id, name: 'Geri dön %15' })]);
    expect(await t.call(s.owner.token, cc.getBenefits, { storeId: s.storeId, guest: { gsm: silent.gsm } })).toEqual([]);

    // Still lapsed the next day: nothing more; the audience no longer counts them.
    await run('2031-02-11T09:00:00Z');
    expect(smsTo(lapsed.gsm)).toHaveLength(1);
    at('2031-02-11T09:00:00Z');
    expect(
      (
        await t.call(s.owner.token, c.getMessageAudience, {
          storeId: s.storeId,
          kind: 'win-back',
          channel: 'sms',
          lapseDays: 30,
        })
      ).count,
    ).toBe(0);

    // They come back (a visit), then lapse again: a second win-back.
    at('2031-02-12T09:00:00Z');
    await t.call(s.owner.token, cu.createVirtualUser, { storeId: s.storeId, name: 'Misafir', gsm: lapsed.gsm });
    await run('2031-03-01T09:00:00Z');
    expect(smsTo(lapsed.gsm)).toHaveLength(1);
    await run('2031-03-20T09:00:00Z');
    expect(smsTo(lapsed.gsm)).toHaveLength(2);
  });

  test("a guest who turned SMS off is not messaged; the campaign keeps the owner's 14–365 days", async () => {
    at('2031-01-01T09:00:00Z');
    const s = await shop();
    const g = await guestOf(s, true);
    await t.call(s.owner.token, cu.recordConsent, { storeId: s.storeId, userId: g.id, channel: 'sms', value: false });
    await t.call(s.owner.token, c.save, winBack(s));
    await run('2031-03-01T09:00:00Z');
    expect(smsTo(g.gsm)).toHaveLength(0);
    for (const lapseDays of [13, 366]) {
      const res = await t.raw(s.owner.token, c.save, winBack(s, { lapseDays }));
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const noText = await t.raw(s.owner.token, c.save, { ...winBack(s), rule: { lapseDays: 30 } });
    expect(noText.json()).toMatchObject({ code: 'validation_failed' });
  });
});
