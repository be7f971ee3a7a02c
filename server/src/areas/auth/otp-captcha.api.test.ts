import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { buildTestApp, codeOf, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ask = (gsm: string, captcha: { captchaId?: string; captcha?: string } = {}) =>
  t.raw(null, authCalls.requestOtp, { gsm, source: 'web', ...captcha });
const sentTo = (gsm: string) => t.outbox.filter((m) => m.to === gsm).length;
/** Differs from the code in its first character, whatever the case. */
const wrong = (code: string) => `${code[0]!.toLowerCase() === 'a' ? 'b' : 'a'}${code.slice(1)}`;

describe('a second code for a number within the hour', () => {
  test('without a captcha: 428 captcha_required and no SMS; with one solved in the same call: sent', async () => {
    const gsm = await t.addUser();
    expect((await ask(gsm)).statusCode).toBe(200);
    await t.timePasses(61_000, gsm);
    const again = await ask(gsm);
    expect(again.statusCode).toBe(428);
    expect(again.json()).toEqual({ code: 'captcha_required', desc: expect.any(String) });
    expect(sentTo(gsm)).toBe(1);

    const solved = await ask(gsm, await t.solveCaptcha());
    expect(solved.statusCode).toBe(200);
    expect(sentTo(gsm)).toBe(2);
    // The new code signs in.
    const session = await t.raw(null, authCalls.verifyOtp, {
      gsm,
      otp: codeOf(t.outbox.findLast((m) => m.to === gsm)),
    });
    expect(session.statusCode).toBe(200);
  });

  test('a wrong captcha answers captcha_invalid and is used up: the right code for it is refused afterwards', async () => {
    const gsm = await t.addUser();
    await ask(gsm);
    await t.timePasses(61_000, gsm);
    const { captchaId, captcha } = await t.solveCaptcha();
    const bad = await ask(gsm, { captchaId, captcha: wrong(captcha) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'captcha_invalid' });
    expect((await ask(gsm, { captchaId, captcha })).json()).toMatchObject({ code: 'captcha_invalid' });
    // A captcha is one call's: the one that sent a code cannot send another.
    const fresh = await t.solveCaptcha();
    expect((await ask(gsm, fresh)).statusCode).toBe(200);
    await t.timePasses(61_000, gsm);
    expect((await ask(gsm, fresh)).json()).toMatchObject({ code: 'captcha_invalid' });
    expect(sentTo(gsm)).toBe(2);
  });

  test('the 60 s wait is checked before the captcha, which is then not used up', async () => {
    const gsm = await t.addUser();
    await ask(gsm);
    const solved = await t.solveCaptcha();
    expect((await ask(gsm, solved)).json()).toMatchObject({ code: 'rate_limited' });
    await t.timePasses(61_000, gsm);
    expect((await ask(gsm, solved)).statusCode).toBe(200);
  });

  test('an hour after the last code, the next one needs no captcha', async () => {
    const gsm = await t.addUser();
    await ask(gsm);
    await t.timePasses(61 * 60_000, gsm);
    expect((await ask(gsm)).statusCode).toBe(200);
  });

  test('a captcha sent with the first code is checked too', async () => {
    const gsm = await t.addUser();
    const { captchaId, captcha } = await t.solveCaptcha();
    expect((await ask(gsm, { captchaId, captcha: wrong(captcha) })).json()).toMatchObject({ code: 'captcha_invalid' });
    expect(sentTo(gsm)).toBe(0);
    expect((await ask(gsm, await t.solveCaptcha())).statusCode).toBe(200);
  });

  test('half a captcha is no captcha; an overlong one is a validation error', async () => {
    const gsm = await t.addUser();
    await ask(gsm);
    await t.timePasses(61_000, gsm);
    const { captchaId } = await t.solveCaptcha();
    expect((await ask(gsm, { captchaId })).json()).toMatchObject({ code: 'captcha_required' });
    expect((await ask(gsm, { captchaId, captcha: 'x'.repeat(17) })).json()).toMatchObject({
      code: 'validation_failed',
    });
  });
});

describe('locking a number out', () => {
  test('the day cap cannot be reached without captchas: one free code an hour, all day long', async () => {
    const gsm = await t.addUser();
    // 15 codes within 16 hours, more than the day's 10, each the first of its hour.
    for (let i = 0; i < 15; i++) {
      expect((await ask(gsm)).statusCode).toBe(200);
      await t.timePasses(61_000, gsm);
      expect((await ask(gsm)).json()).toMatchObject({ code: 'captcha_required' });
      await t.timePasses(60 * 60_000, gsm);
    }
    expect(sentTo(gsm)).toBe(15);
    // The owner of the number still gets a code, now and with a captcha within the hour.
    expect((await ask(gsm)).statusCode).toBe(200);
    await t.timePasses(61_000, gsm);
    expect((await ask(gsm, await t.solveCaptcha())).statusCode).toBe(200);
  });

  test('whoever wants to spend the day cap must solve 10 captchas', async () => {
    const gsm = await t.addUser();
    for (let i = 0; i < 10; i++) {
      expect((await ask(gsm, await t.solveCaptcha())).statusCode).toBe(200);
      await t.timePasses(61 * 60_000, gsm);
    }
    expect((await ask(gsm, await t.solveCaptcha())).json()).toMatchObject({
      code: 'rate_limited',
      desc: expect.stringContaining('today'),
    });
  });
});
