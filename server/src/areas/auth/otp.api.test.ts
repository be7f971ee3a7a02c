import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { otpCodes } from '../../db/schema/index.ts';
import { buildTestApp, codeOf, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const lastCodeFor = (gsm: string) => codeOf(t.outbox.filter((m) => m.to === gsm).at(-1));

describe('requestOtp', () => {
  test('numbers are normalised to E.164 before anything else', async () => {
    const local = `0${(await t.addUser()).slice(3)}`;
    await t.call(null, authCalls.requestOtp, { gsm: local.replace(/(\d{4})(\d{3})/, '$1 ($2) '), source: 'web' });
    const sms = t.outbox.at(-1)!;
    expect(sms.to).toBe(`+90${local.slice(1)}`);
    const session = await t.call(null, authCalls.verifyOtp, { gsm: `+90${local.slice(1)}`, otp: codeOf(sms) });
    expect(session.userInfo.gsm).toBe(`+90${local.slice(1)}`);
  });

  test('an invalid number is refused with validation_failed', async () => {
    for (const gsm of ['12345', '+90212', 'abcdefgh', '+1 000 000 0000']) {
      const res = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  test('the code is 6 digits, kept only as a hash, and sent by SMS', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const code = lastCodeFor(gsm);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await (await t.db()).select().from(otpCodes).where(eq(otpCodes.gsm, gsm));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  test('a new code waits 60 s after the last one', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const res = await t.raw(null, authCalls.requestOtp, { gsm, source: 'web' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
  });

  test('at most 5 codes an hour and 10 a day per number, captchas solved', async () => {
    const gsm = await t.addUser();
    const ask = async () => t.raw(null, authCalls.requestOtp, { gsm, source: 'web', ...(await t.solveCaptcha()) });
    for (let i = 0; i < 5; i++) {
      expect((await ask()).statusCode).toBe(200);
      // Step past the 60 s resend wait without waiting.
      await t.timePasses(61_000, gsm);
    }
    const sixth = await ask();
    expect(sixth.json()).toMatchObject({ code: 'rate_limited', desc: expect.stringContaining('hour') });
    // Two hours later the hour budget is free again, the day budget counts those five.
    await t.timePasses(2 * 3600_000, gsm);
    for (let i = 0; i < 5; i++) {
      expect((await ask()).statusCode).toBe(200);
      await t.timePasses(3600_000, gsm);
    }
    const eleventh = await ask();
    expect(eleventh.json()).toMatchObject({ code: 'rate_limited', desc: expect.stringContaining('today') });
  });
});

describe('verifyOtp', () => {
  test('a code signs in once only', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const otp = lastCodeFor(gsm);
    await t.call(null, authCalls.verifyOtp, { gsm, otp });
    const again = await t.raw(null, authCalls.verifyOtp, { gsm, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'otp_invalid' });
  });

  test('a code older than 5 minutes is refused with otp_expired', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    await (
      await t.db()
    )
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.gsm, gsm));
    const res = await t.raw(null, authCalls.verifyOtp, { gsm, otp: lastCodeFor(gsm) });
    expect(res.json()).toMatchObject({ code: 'otp_expired' });
  });

  test('a code is bound to its number', async () => {
    const [a, b] = [await t.addUser(), await t.addUser()];
    await t.call(null, authCalls.requestOtp, { gsm: a, source: 'web' });
    await t.call(null, authCalls.requestOtp, { gsm: b, source: 'web' });
    const res = await t.raw(null, authCalls.verifyOtp, {
      gsm: b,
      otp: lastCodeFor(a) === lastCodeFor(b) ? '000000' : lastCodeFor(a),
    });
    expect(res.json()).toMatchObject({ code: 'otp_invalid' });
  });

  test('a newer code replaces the older one', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const first = lastCodeFor(gsm);
    await (
      await t.db()
    )
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.gsm, gsm));
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web', ...(await t.solveCaptcha()) });
    const second = lastCodeFor(gsm);
    if (first !== second) {
      expect((await t.raw(null, authCalls.verifyOtp, { gsm, otp: first })).json()).toMatchObject({
        code: 'otp_invalid',
      });
    }
    expect((await t.raw(null, authCalls.verifyOtp, { gsm, otp: second })).statusCode).toBe(200);
  });

  test('five wrong guesses kill the code: the right code is then refused with otp_locked', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const otp = lastCodeFor(gsm);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.raw(null, authCalls.verifyOtp, { gsm, otp: wrong })).json().code);
    expect(answers).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_locked']);
    const right = await t.raw(null, authCalls.verifyOtp, { gsm, otp });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'otp_locked' });
  });

  test('parallel guesses cannot exceed five attempts', async () => {
    const gsm = await t.addUser();
    await t.call(null, authCalls.requestOtp, { gsm, source: 'web' });
    const otp = lastCodeFor(gsm);
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    const codes = (
      await Promise.all(Array.from({ length: 12 }, () => t.raw(null, authCalls.verifyOtp, { gsm, otp: wrong })))
    ).map((r) => r.json().code);
    expect(codes.filter((c) => c === 'otp_invalid').length).toBeLessThanOrEqual(4);
    expect((await t.raw(null, authCalls.verifyOtp, { gsm, otp })).json()).toMatchObject({ code: 'otp_locked' });
  });
});
