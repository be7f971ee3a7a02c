import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import { newId } from '@sofra/contracts/core/ids';
import type { LegalNote, ZLegalNoteSave } from '@sofra/contracts/legal/legal.calls';
import { plainText, sanitizeRichText } from '../../lib/sanitize.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import * as legalRepo from './legal.repo.ts';
import type { LegalNoteRow } from './legal.repo.ts';

/**
 * Stored HTML is sanitized on save, and the caption reduced to plain text; both again on the way out, in case the
 * rules tightened or a row was written by an older version.
 */
const toNote = (row: LegalNoteRow): LegalNote => ({
  id: row.id,
  storeId: row.storeId,
  type: row.type as LegalNote['type'],
  lang: row.lang as LegalNote['lang'],
  caption: plainText(row.caption),
  detail: sanitizeRichText(row.detail),
  updateDate: row.updateDate.toISOString(),
});

/** The platform's notes (storeId '') are a master user's to read in the portal and to change. */
const requireMasterForPlatform = (ctx: UserCtx, storeId: string) => {
  if (!storeId && !ctx.user.isMaster)
    throw new AppError('master_only', 'only a master user may edit the platform notes');
};

export const list = async (ctx: UserCtx, storeId = '') => {
  requireMasterForPlatform(ctx, storeId);
  return (await legalRepo.ofStore(ctx.db, storeId)).map(toNote);
};

export const save = async (ctx: UserCtx, input: z.output<typeof ZLegalNoteSave>) => {
  const storeId = input.storeId ?? '';
  requireMasterForPlatform(ctx, storeId);
  const caption = plainText(input.caption);
  if (!caption) throw new AppError('validation_failed', 'caption: no text left once markup is removed');
  const fields = { type: input.type, lang: input.lang, caption, detail: sanitizeRichText(input.detail) };
  if (input.id) {
    const row = await legalRepo.updateById(ctx.db, input.id, storeId, fields);
    if (!row) throw new AppError('not_found', `legal note ${input.id} does not exist in this store`);
    return toNote(row);
  }
  return toNote(await legalRepo.upsert(ctx.db, { id: newId(), storeId, ...fields }));
};

export const remove = async (ctx: UserCtx, id: string, storeId = '') => {
  requireMasterForPlatform(ctx, storeId);
  if (!(await legalRepo.remove(ctx.db, id, storeId)))
    throw new AppError('not_found', `legal note ${id} does not exist in this store`);
  return { message: 'ok' };
};

/** The public view: an unsupported language falls back to Turkish. */
export const view = async (ctx: Ctx, input: { type: string; lang?: string; storeId?: string }) => {
  const lang: Language = supportedLanguages.includes(input.lang as Language) ? (input.lang as Language) : 'tr';
  const row = await legalRepo.find(ctx.db, input.storeId ?? '', input.type, lang);
  if (!row) throw new AppError('not_found', `no ${input.type} note in ${lang}`);
  return toNote(row);
};

/**
 * The platform's published text of a type, for a registration to accept (docs/sign-up.md): in `lang`, else in Turkish.
 * Its version is when it was last published; the hash covers the caption and text as stored, since a note is edited in
 * place.
 */
export const publishedPlatformText = async (db: Db, type: string, lang: Language) => {
  const row =
    (await legalRepo.find(db, '', type, lang)) ??
    (lang === 'tr' ? undefined : await legalRepo.find(db, '', type, 'tr'));
  if (!row) return undefined;
  return {
    type,
    lang: row.lang as Language,
    caption: plainText(row.caption),
    version: row.updateDate.toISOString(),
    textHash: createHash('sha256').update(`${row.caption}\n${row.detail}`).digest('hex'),
  };
};
