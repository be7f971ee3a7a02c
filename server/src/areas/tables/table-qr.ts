import { randomBytes, randomInt } from 'node:crypto';
import { qrSizes } from '@sofra/contracts/core/constants';
import type { UserCtx } from '../../lib/call-context.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { webMenuUrl } from '../../lib/guest-url.ts';

/**
 * Short codes avoid letters and digits that read alike (0/O, 1/I). 8 characters: 32^8 = 2^40 ≈ 1.1 trillion, so trying
 * codes finds none within the check-in budgets (docs/security.md). Codes printed with 6 characters (2^30) keep working.
 */
const SHORT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SHORT_LENGTH = 8;
export const newShortCode = () =>
  Array.from({ length: SHORT_LENGTH }, () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)]).join('');
/** 128 random bits: a code cannot be guessed to check in from afar. */
export const newLongCode = () => randomBytes(16).toString('base64url');

/** The brand's dark blue for colour prints; dark enough for every phone camera. */
const BRAND_DARK = '#1b3a5c';

/**
 * The guest address of a table code. It names the code, not the store, so a printed sticker keeps working when an
 * unassigned code moves to another store of the owner, and when it is linked to another table.
 */
export const tableQrUrl = (ctx: Pick<UserCtx, 'services' | 'tenant'>, code: string) =>
  webMenuUrl(ctx, `/qr/${encodeURIComponent(code)}`);

export const tableQrImage = async (
  ctx: Pick<UserCtx, 'services' | 'tenant'>,
  qr: { code: string; shortCode: string; storeId: string },
  opts: { width: number; isBlackWhite?: boolean },
) => {
  const url = tableQrUrl(ctx, qr.code);
  const image = await qrPng(url, opts.width || qrSizes.table, opts.isBlackWhite === false ? BRAND_DARK : undefined);
  return { shortCode: qr.shortCode, code: qr.code, storeId: qr.storeId, url, image };
};
