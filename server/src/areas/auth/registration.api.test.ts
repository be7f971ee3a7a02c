import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import { consentLogs, legalNotes, otpCodes, permissionLogs, users } from '../../db/schema/index.ts';
import { buildTestApp, codeOf, freshGsm, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const sentTo = (gsm: string) => t.outbox.filter((m) => m.to === gsm);
const both = { membershipAgreement: true, clarificationText: true };
const register = async (gsm: string, extra: Record<string, unknown> = {}) =>
  t.raw(null, registrationCalls.register, {
    gsm,
    source: 'web',
    name: 'Deniz Kaya',
    ...(await t.solveCaptcha()),
    accepts: both,
    ...extra,
  });
const verify = (gsm: string) => t.call(null, authCalls.verifyOtp, { gsm, otp: codeOf(sentTo(gsm).at(-1)) });
const platformNote = async (type: string, lang: string) =>
  (
    await (
      await t.db()
    )
      .select()
      .from(legalNotes)
      .where(and(eq(legalNotes.storeId, ''), eq(legalNotes.type, type), eq(legalNotes.lang, lang)))
  )[0]!;

describe('a number with no account on the login page', () => {
  test('without a captcha: 428 captcha_required, no SMS and no code', async () => {
    const gsm = freshGsm();
    const res = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web' });
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual({ code: 'captcha_required', desc: expect.any(String) });
    expect(sentTo(gsm)).toEqual([]);
    expect(await (await t.db()).select().from(otpCodes).where(eq(otpCodes.gsm, gsm))).toEqual([]);
    expect(await (await t.db()).select().from(users).where(eq(users.gsm, gsm))).toEqual([]);
  });

  test('the 428 reads the same as for a registered number texted within the hour', async () => {
    const known = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm: known, source: 'web' });
    await t.timePasses(61_000, known);
    const forKnown = (await t.raw(null, authCalls.requestOtp, { gsm: known, source: 'web' })).json();
    const forUnknown = (await t.raw(null, authCalls.requestOtp, { gsm: freshGsm(), source: 'web' })).json();
    expect(forUnknown).toEqual(forKnown);
  });

  test('with a solved captcha: 404 user_not_found, and still nothing is sent', async () => {
    const gsm = freshGsm();
    const res = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web', ...(await t.solveCaptcha()) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'user_not_found' });
    expect(sentTo(gsm)).toEqual([]);
    expect(await (await t.db()).select().from(users).where(eq(users.gsm, gsm))).toEqual([]);
  });

  test('the answer "no account" is rate-limited per address; once spent, every number gets the same 429', async () => {
    const app = await buildTestApp();
    try {
      const known = await app.addUser();
      // 30 codes an hour per address by default: a third of that, 10, "no account" answers.
      const answers = [];
      for (let i = 0; i < 11; i++) {
        const res = await app.raw(null, authCalls.requestOtp, {
          gsm: freshGsm(),
          source: 'web',
          ...(await app.solveCaptcha()),
        });
        answers.push(res.json().code);
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill('user_not_found'));
      expect(answers[10]).toBe('rate_limited');
      const forKnown = await app.raw(null, authCalls.requestOtp, { gsm: known, source: 'web' });
      expect(forKnown.statusCode).toBe(429);
      expect(forKnown.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(forKnown.headers['retry-after'])).toBeGreaterThan(3500);
      expect(app.outbox).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('user/register', () => {
  test('name, captcha and both texts: a code goes out, and verifying it creates the account with the consents', async () => {
    const gsm = freshGsm();
    const before = Date.now();
    const res = await register(gsm, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'new', resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(sentTo(gsm)).toHaveLength(1);
    // Nothing exists until the code is verified.
    expect(await (await t.db()).select().from(users).where(eq(users.gsm, gsm))).toEqual([]);

    const session = await verify(gsm);
    expect(session.userInfo).toMatchObject({
      gsm,
      name: 'Deniz Kaya',
      status: 'registered',
      source: 'web',
      // Marketing permissions are explicit consent: none was asked for, so all are off.
      permissions: { push: false, sms: false, email: false, phone: false },
    });

    const consents = await (await t.db()).select().from(consentLogs).where(eq(consentLogs.userId, session.userInfo.id));
    const membership = await platformNote('membership-agreement', 'en');
    // The clarification text is published in Turkish only: that is the one shown and accepted.
    const clarification = await platformNote('clarification-text', 'tr');
    expect(consents.map((c) => [c.type, c.lang, c.version]).sort()).toEqual([
      ['clarification-text', 'tr', clarification.updateDate.toISOString()],
      ['membership-agreement', 'en', membership.updateDate.toISOString()],
    ]);
    for (const c of consents) {
      expect(c.textHash).toMatch(/^[0-9a-f]{64}$/);
      expect(c.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(c.acceptedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(c).toMatchObject({ source: 'web', appName: 'web' });
    }
    // All permissions off: nothing was consented to, so the permission log has no row.
    expect(
      await (await t.db()).select().from(permissionLogs).where(eq(permissionLogs.userId, session.userInfo.id)),
    ).toEqual([]);
    // The name does not outlive the code.
    const codes = await (await t.db()).select().from(otpCodes).where(eq(otpCodes.gsm, gsm));
    expect(codes.map((c) => c.registration)).toEqual([null]);
  });

  test('a permission granted at sign-up is set and written to the permission log', async () => {
    const gsm = freshGsm();
    expect((await register(gsm, { permissions: { sms: true } })).statusCode).toBe(200);
    const session = await verify(gsm);
    expect(session.userInfo.permissions).toEqual({ push: false, sms: true, email: false, phone: false });
    const logs = await (
      await t.db()
    )
      .select()
      .from(permissionLogs)
      .where(eq(permissionLogs.userId, session.userInfo.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ push: false, sms: true, email: false, phone: false, source: 'web' });
  });

  test('without both acceptances: consent_required naming the box, nothing sent, the captcha not used up', async () => {
    const gsm = freshGsm();
    const solved = await t.solveCaptcha();
    for (const accepts of [
      { membershipAgreement: false, clarificationText: true },
      { membershipAgreement: true, clarificationText: false },
      { membershipAgreement: false, clarificationText: false },
    ]) {
      const res = await t.raw(null, registrationCalls.register, {
        gsm,
        source: 'web',
        name: 'Deniz Kaya',
        ...solved,
        accepts,
      });
      expect(res.statusCode).toBe(400);
      const fields = Object.entries(accepts)
        .filter(([, v]) => !v)
        .map(([k]) => ({ path: `accepts.${k}`, code: 'consent_required' }));
      expect(res.json()).toEqual({ code: 'consent_required', desc: expect.any(String), fields });
    }
    expect(sentTo(gsm)).toEqual([]);
    // The refusal came before the captcha was checked: the same one still registers.
    const ok = await t.raw(null, registrationCalls.register, {
      gsm,
      source: 'web',
      name: 'Deniz Kaya',
      ...solved,
      accepts: both,
    });
    expect(ok.statusCode).toBe(200);
  });

  test('a captcha is required and checked: missing → validation_failed, wrong → captcha_invalid; nothing sent', async () => {
    const gsm = freshGsm();
    const missing = await t.raw(null, registrationCalls.register, {
      gsm,
      source: 'web',
      name: 'Deniz Kaya',
      accepts: both,
    });
    expect(missing.json()).toMatchObject({ code: 'validation_failed' });
    const { captchaId, captcha } = await t.solveCaptcha();
    const wrong = await register(gsm, { captchaId, captcha: `${captcha}x` });
    expect(wrong.json()).toMatchObject({ code: 'captcha_invalid' });
    expect(sentTo(gsm)).toEqual([]);
  });

  test('a name is required', async () => {
    const res = await register(freshGsm(), { name: ' ' });
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [{ path: 'name' }] });
  });

  test('a resend within the hour is a new registration request with a new captcha, after the 60 s wait', async () => {
    const gsm = freshGsm();
    expect((await register(gsm)).statusCode).toBe(200);
    expect((await register(gsm)).json()).toMatchObject({ code: 'rate_limited' });
    await t.timePasses(61_000, gsm);
    expect((await register(gsm, { name: 'Deniz Yılmaz' })).statusCode).toBe(200);
    expect((await verify(gsm)).userInfo.name).toBe('Deniz Yılmaz');
  });

  test('a number that has an account gets a sign-in code; its profile and consents stay as they were', async () => {
    const me = await t.signIn();
    await t.call(me.token, authCalls.saveUser, { name: 'Ayşe Demir' });
    const consentsBefore = await (await t.db()).select().from(consentLogs).where(eq(consentLogs.userId, me.userId));
    await t.timePasses(61 * 60_000, me.gsm);
    const res = await register(me.gsm, { name: 'Someone Else', permissions: { sms: true, email: true } });
    expect(res.json()).toMatchObject({ message: 'ok' });
    const session = await verify(me.gsm);
    expect(session.userInfo).toMatchObject({ id: me.userId, name: 'Ayşe Demir' });
    expect(session.userInfo.permissions).toEqual({ push: false, sms: false, email: false, phone: false });
    expect(await (await t.db()).select().from(consentLogs).where(eq(consentLogs.userId, me.userId))).toEqual(
      consentsBefore,
    );
  });

  test('a blocked number is refused', async () => {
    const me = await t.signIn();
    await (await t.db()).update(users).set({ isBlocked: true }).where(eq(users.id, me.userId));
    await t.timePasses(61 * 60_000, me.gsm);
    expect((await register(me.gsm)).json()).toMatchObject({ code: 'user_blocked' });
  });

  test('a sign-in code never creates an account', async () => {
    // A code asked before this change (or a number whose account was deleted meanwhile) carries no registration.
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    await (await t.db()).delete(users).where(eq(users.gsm, gsm));
    const res = await t.raw(null, authCalls.verifyOtp, { gsm, otp: codeOf(sentTo(gsm).at(-1)) });
    expect(res.json()).toMatchObject({ code: 'user_not_found' });
    expect(await (await t.db()).select().from(users).where(eq(users.gsm, gsm))).toEqual([]);
  });
});

describe('the texts a registration accepts', () => {
  test('the register page learns each text in its language, or in Turkish, with its version', async () => {
    const texts = await t.call(null, registrationCalls.getRegistrationTexts, { lang: 'en' });
    const membership = await platformNote('membership-agreement', 'en');
    expect(texts).toEqual([
      {
        type: 'membership-agreement',
        lang: 'en',
        caption: membership.caption,
        version: membership.updateDate.toISOString(),
      },
      { type: 'clarification-text', lang: 'tr', caption: expect.any(String), version: expect.any(String) },
    ]);
  });

  test('with a text not published, registration is closed: legal_text_missing, nothing sent', async () => {
    const app = await buildTestApp({ legalTexts: false });
    try {
      expect(await app.call(null, registrationCalls.getRegistrationTexts, { lang: 'tr' })).toEqual([]);
      const gsm = freshGsm();
      const res = await app.raw(null, registrationCalls.register, {
        gsm,
        source: 'web',
        name: 'Deniz Kaya',
        ...(await app.solveCaptcha()),
        accepts: both,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'legal_text_missing' });
      expect(app.outbox).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the code is texted in the language the person registered in', () => {
  test('registered in English: the registration code and later sign-in codes are in English; in Turkish by default', async () => {
    const english = freshGsm();
    expect((await register(english, { lang: 'en' })).statusCode).toBe(200);
    expect(sentTo(english).at(-1)!.text).toMatch(/^Your Sofra verification code: \d{6}\./);
    await verify(english);
    await t.timePasses(61_000, english);
    await t.call(null, authCalls.requestOtp, { gsm: english, source: 'web', ...(await t.solveCaptcha()) });
    expect(sentTo(english).at(-1)!.text).toMatch(/^Your Sofra verification code: \d{6}\./);

    const turkish = freshGsm();
    expect((await register(turkish)).statusCode).toBe(200);
    expect(sentTo(turkish).at(-1)!.text).toMatch(/^Sofra doğrulama kodunuz: \d{6}\./);
  });
});
