import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import svgCaptcha from 'svg-captcha';
import { captchaRules } from '@sofra/contracts/core/constants';
import { newId } from '@sofra/contracts/core/ids';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/call-context.ts';
import { keyedHash, sameHash } from '../../lib/secrets.ts';
import * as captchaRepo from './captcha.repo.ts';

const hashCode = (ctx: Ctx, id: string, code: string) =>
  keyedHash(ctx.services.config.jwtSecret, 'captcha', `${ctx.tenant.slug}|${id}|${code.trim().toLowerCase()}`);

/** A picture of a short code. Only its hash is kept; the code is drawn as paths, not text. */
export const create = async (ctx: Ctx, now = new Date()) => {
  const captcha = svgCaptcha.create({
    size: captchaRules.length,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: false,
    background: '#f1f3f5',
  });
  const id = newId(now.getTime());
  await captchaRepo.insertCaptcha(ctx.db, {
    id,
    codeHash: hashCode(ctx, id, captcha.text),
    createdAt: now,
    expiresAt: new Date(now.getTime() + captchaRules.ttlSeconds * 1000),
  });
  if (ctx.services.config.captchaLog) {
    // Test runs only (CAPTCHA_LOG=true): lets a browser test read the code it must type.
    await mkdir(ctx.services.config.dataDir, { recursive: true });
    await appendFile(
      join(ctx.services.config.dataDir, 'captcha-outbox.jsonl'),
      `${JSON.stringify({ id, code: captcha.text })}\n`,
    );
  }
  return {
    id,
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    expiresInSeconds: captchaRules.ttlSeconds,
  };
};

/**
 * One guess per captcha: it is used up whether the guess is right or not. Throws `captcha_invalid` for a wrong,
 * used, expired or unknown one. `user/verifyCaptcha` and `user/requestOtp` both check captchas here.
 */
export const check = async (ctx: Ctx, input: { id: string; code: string }, now = new Date()): Promise<void> => {
  const codeHash = await captchaRepo.useUp(ctx.db, input.id, now);
  if (!codeHash || !sameHash(hashCode(ctx, input.id, input.code), codeHash)) {
    throw new AppError('captcha_invalid', 'the code does not match the picture; try a new one');
  }
};

export const verify = async (ctx: Ctx, input: { id: string; code: string }, now = new Date()) => {
  await check(ctx, input, now);
  return { message: 'ok' };
};
