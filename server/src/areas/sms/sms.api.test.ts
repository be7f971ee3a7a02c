import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { SmsBudget } from '../../config.ts';
import { loadSmsBudget } from '../../config.ts';
import { otpCodes, smsSends } from '../../db/schema/index.ts';
import { buildTestApp, freshGsm, type TestApp } from '../../../test/build-app.ts';
import { newStore } from '../../../test/factories.ts';

const defaults = loadSmsBudget({});
const roomy = { hour: 1000, day: 1000 };
/** A budget where only the scopes named are tight. */
const budget = (tight: Partial<SmsBudget>): SmsBudget => ({
  allowedCountries: ['TR'],
  perNumber: roomy,
  perUser: roomy,
  perStore: roomy,
  perTenant: roomy,
  ...tight,
});

const link = (t: TestApp, token: string, storeId: string, gsm: string) =>
  t.raw(token, contractCalls.sendLinkSms, { storeId, gsm });

const ownerWithStore = async (t: TestApp) => {
  const owner = await t.signIn();
  const store = await t.call(owner.token, storeCalls.saveStore, newStore());
  return { ...owner, storeId: store.id };
};

describe('with the default budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  test('the defaults: Turkey only; number 5/h 10/day, user 20/h 100/day, store 50/h 300/day, tenant 1000/h 5000/day', () => {
    expect(defaults).toEqual({
      allowedCountries: ['TR'],
      perNumber: { hour: 5, day: 10 },
      perUser: { hour: 20, day: 100 },
      perStore: { hour: 50, day: 300 },
      perTenant: { hour: 1000, day: 5000 },
    });
  });

  test('20 contract links to one number: 5 are sent, the rest refused with sms_limit and Retry-After', async () => {
    const owner = await ownerWithStore(t);
    const gsm = freshGsm();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await link(t, owner.token, owner.storeId, gsm));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const res of answers.slice(5)) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'sms_limit', desc: expect.stringContaining('number') });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    expect(t.outbox.filter((m) => m.to === gsm)).toHaveLength(5);
    expect(await (await t.db()).select().from(smsSends).where(eq(smsSends.to, gsm))).toHaveLength(5);
  });

  test('parallel links to one number cannot pass the budget together', async () => {
    const owner = await ownerWithStore(t);
    const gsm = freshGsm();
    const answers = await Promise.all(Array.from({ length: 12 }, () => link(t, owner.token, owner.storeId, gsm)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect(t.outbox.filter((m) => m.to === gsm)).toHaveLength(5);
  });

  test('numbers outside Turkey are refused with sms_country_not_allowed, and nothing is sent', async () => {
    const owner = await ownerWithStore(t);
    const before = t.outbox.length;
    for (const gsm of ['+12025550123', '+79161234567', '+4915123456789']) {
      const res = await link(t, owner.token, owner.storeId, gsm);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'sms_country_not_allowed', desc: expect.any(String) });
      const otp = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web' });
      expect(otp.json()).toMatchObject({ code: 'sms_country_not_allowed' });
    }
    expect(t.outbox.length).toBe(before);
  });

  test('the day budget of a number counts sends older than an hour', async () => {
    const owner = await ownerWithStore(t);
    const gsm = freshGsm();
    for (let i = 0; i < 5; i++) expect((await link(t, owner.token, owner.storeId, gsm)).statusCode).toBe(200);
    await t.timePasses(2 * 3600_000);
    for (let i = 0; i < 5; i++) expect((await link(t, owner.token, owner.storeId, gsm)).statusCode).toBe(200);
    const eleventh = await link(t, owner.token, owner.storeId, gsm);
    expect(eleventh.json()).toMatchObject({ code: 'sms_limit', desc: expect.stringContaining('day') });
    // The oldest of the day's ten leaves the window in about 22 hours.
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(21 * 3600);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(22 * 3600);
  });
});

describe('with SMS_ALLOWED_COUNTRIES=TR,US', () => {
  test('a +1 number is texted', async () => {
    const t = await buildTestApp({ config: { smsBudget: { ...defaults, allowedCountries: ['TR', 'US'] } } });
    try {
      const owner = await ownerWithStore(t);
      expect((await link(t, owner.token, owner.storeId, '+12025550123')).statusCode).toBe(200);
      expect(t.outbox.at(-1)!.to).toBe('+12025550123');
      expect((await link(t, owner.token, owner.storeId, '+79161234567')).json()).toMatchObject({
        code: 'sms_country_not_allowed',
      });
    } finally {
      await t.close();
    }
  });
});

describe('per user: 3 an hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { smsBudget: budget({ perUser: { hour: 3, day: 5 } }) } });
  });
  afterAll(async () => t.close());

  test('a user is refused after 3 in an hour, across their stores and numbers; another user is not', async () => {
    const owner = await ownerWithStore(t);
    const second = await t.call(owner.token, storeCalls.saveStore, newStore());
    for (const storeId of [owner.storeId, second.id, owner.storeId]) {
      expect((await link(t, owner.token, storeId, freshGsm())).statusCode).toBe(200);
    }
    const fourth = await link(t, owner.token, second.id, freshGsm());
    expect(fourth.json()).toMatchObject({ code: 'sms_limit', desc: expect.stringContaining('user') });
    const other = await ownerWithStore(t);
    expect((await link(t, other.token, other.storeId, freshGsm())).statusCode).toBe(200);
    // Two hours later the hour is free again, the day (5) still counts the first three.
    await t.timePasses(2 * 3600_000);
    expect((await link(t, owner.token, owner.storeId, freshGsm())).statusCode).toBe(200);
    expect((await link(t, owner.token, owner.storeId, freshGsm())).statusCode).toBe(200);
    expect((await link(t, owner.token, owner.storeId, freshGsm())).json()).toMatchObject({
      code: 'sms_limit',
      desc: expect.stringContaining('day'),
    });
  });
});

describe('per store: 3 an hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { smsBudget: budget({ perStore: { hour: 3, day: 1000 } }) } });
  });
  afterAll(async () => t.close());

  test('a store is refused after 3 in an hour; the same owner may still text for another store', async () => {
    const owner = await ownerWithStore(t);
    for (let i = 0; i < 3; i++) expect((await link(t, owner.token, owner.storeId, freshGsm())).statusCode).toBe(200);
    expect((await link(t, owner.token, owner.storeId, freshGsm())).json()).toMatchObject({
      code: 'sms_limit',
      desc: expect.stringContaining('store'),
    });
    const second = await t.call(owner.token, storeCalls.saveStore, newStore());
    expect((await link(t, owner.token, second.id, freshGsm())).statusCode).toBe(200);
  });
});

describe('per tenant: 4 an hour, sign-in codes included', () => {
  let t: TestApp;
  let owners: Awaited<ReturnType<typeof ownerWithStore>>[];
  beforeAll(async () => {
    t = await buildTestApp({ config: { smsBudget: budget({ perTenant: { hour: 1000, day: 1000 } }) } });
    owners = [await ownerWithStore(t), await ownerWithStore(t)];
    // Two sign-ins have used two; the tenant's budget is now made tight.
    t.config.smsBudget.perTenant = { hour: 4, day: 1000 };
  });
  afterAll(async () => t.close());

  test('links of two users fill it, and then no sign-in code goes out either', async () => {
    expect((await link(t, owners[0]!.token, owners[0]!.storeId, freshGsm())).statusCode).toBe(200);
    expect((await link(t, owners[1]!.token, owners[1]!.storeId, freshGsm())).statusCode).toBe(200);
    const refused = await link(t, owners[1]!.token, owners[1]!.storeId, freshGsm());
    expect(refused.json()).toMatchObject({ code: 'sms_limit', desc: expect.stringContaining('service') });
    const gsm = await t.addUser();
    const otp = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web' });
    expect(otp.statusCode).toBe(429);
    expect(otp.json()).toMatchObject({ code: 'sms_limit' });
    expect(Number(otp.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.outbox.filter((m) => m.to === gsm)).toEqual([]);
    // The code that was not sent is dead.
    const [row] = await (await t.db()).select().from(otpCodes).where(eq(otpCodes.gsm, gsm));
    expect(row!.consumedAt).not.toBeNull();
  });
});

describe('sign-in codes pass the number budget too', () => {
  test('with 1 an hour per number, a second code (captcha solved) is refused with sms_limit', async () => {
    const t = await buildTestApp({ config: { smsBudget: budget({ perNumber: { hour: 1, day: 10 } }) } });
    try {
      const gsm = await t.addUser();
      await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
      await t.timePasses(61_000);
      const second = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web', ...(await t.solveCaptcha()) });
      expect(second.json()).toMatchObject({ code: 'sms_limit', desc: expect.stringContaining('number') });
      expect(t.outbox.filter((m) => m.to === gsm)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
