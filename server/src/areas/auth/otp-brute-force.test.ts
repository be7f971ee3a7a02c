import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { otpRules } from '@sofra/contracts/core/constants';
import { loadSmsBudget } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/call-context.ts';
import { buildTestApp, codeOf, type TestApp } from '../../../test/build-app.ts';
import { skipUnlessConcurrent } from '../../../test/engines.ts';
import { requestOtp, verifyOtp } from './otp.service.ts';

let t: TestApp;
let ctx: Ctx;
beforeAll(async () => {
  // 2,000 codes in one run: the tenant's SMS budget is not what this test is about.
  const budget = loadSmsBudget({});
  t = await buildTestApp({ config: { smsBudget: { ...budget, perTenant: { hour: 1_000_000, day: 1_000_000 } } } });
  ctx = {
    db: await t.db(),
    tenant: t.tenants[0]!,
    ip: '198.51.100.1',
    log: t.app.log,
    services: t.app.services,
    user: null,
    pos: null,
  };
});
afterAll(async () => t.close());

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
};

// Eight attackers at once: a race between connections, which the PostgreSQL run has (server/test/engines.ts).
test.skipIf(skipUnlessConcurrent)(
  '10,000 random wrong guesses across fresh codes are never accepted, and the right code after the fifth is refused',
  async () => {
    const codes = 10_000 / otpRules.maxAttempts;
    const answers = new Map<string, number>();
    let rightAfterLock = 0;
    const attack = async (i: number) => {
      const gsm = await t.addUser();
      // A distinct client address per code keeps the per-address budget out of this test's way.
      await requestOtp({ ...ctx, ip: `198.51.${i >> 8}.${i & 255}` }, { gsm, source: 'web' });
      const otp = codeOf(t.outbox.findLast((m) => m.to === gsm));
      for (let guess = 0; guess < otpRules.maxAttempts; guess++) {
        let wrong: string;
        do wrong = String(randomInt(0, 1_000_000)).padStart(6, '0');
        while (wrong === otp);
        const answer = await refusal(verifyOtp(ctx, { gsm, otp: wrong }));
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
      if ((await refusal(verifyOtp(ctx, { gsm, otp }))) === 'otp_locked') rightAfterLock++;
    };
    // Eight attackers at a time, as a scripted attack would run.
    for (let i = 0; i < codes; i += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => attack(i + k)));
    expect(Object.fromEntries(answers)).toEqual({ otp_invalid: codes * 4, otp_locked: codes });
    expect(rightAfterLock).toBe(codes);
  },
  600_000,
);
