import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import {
  MAX_RECEIPT_SMS,
  RECEIPT_LINK_DAYS,
  type ReceiptHeader,
  type ReceiptLink,
  type ZReceiptSend,
} from '@sofra/contracts/folios/receipts.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { guestUrl } from '../../lib/guest-url.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { userById } from '../auth/users.service.ts';
import { storeCompany } from '../legal/contracts.service.ts';
import * as sms from '../sms/sms.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { notFound, withParts } from './folio-reads.service.ts';
import { actorOf } from './folio-writes.ts';
import * as repo from './folios.repo.ts';
import type { FolioRow } from './folios.repo.ts';
import type { ReceiptLanguage } from './receipt-page.ts';
import { readReceiptToken, signReceiptToken } from './receipt-token.ts';
import { countEvents, PRINT_ACTIONS, SENT_ACTION } from './receipts.repo.ts';

/**
 * Receipts (docs/folios.md, Receipts): the guest link and its QR, prints recorded in the bill's history, the link by
 * SMS. A print or a send adds a history row at the folio's current version: it changes nothing on the bill, so it
 * makes no version (a waiter's next change is not refused for it).
 */

type Out<T extends z.ZodType> = z.output<T>;

/** A bill that has a receipt: ordered and not cancelled (a guest's order still waiting has none yet). */
const hasReceipt = (row: FolioRow | undefined, id: string): FolioRow => {
  if (!row) throw notFound(id);
  if (row.status === 'waiting' || row.status === 'cancelled')
    throw new AppError('folio_not_open', `folio ${id} is ${row.status}: it has no receipt`);
  return row;
};
const receiptable = async (db: Db, storeId: string, id: string): Promise<FolioRow> =>
  hasReceipt(await repo.folioById(db, storeId, id), id);

const DAY_SECONDS = 86_400;

/** The guest page of a folio's receipt: the same address for the same bill, until RECEIPT_LINK_DAYS after it opened. */
export const receiptUrl = (ctx: Pick<Ctx, 'services' | 'tenant'>, row: FolioRow): string => {
  const expires = Math.floor(row.openedAt.getTime() / 1000) + RECEIPT_LINK_DAYS * DAY_SECONDS;
  const token = signReceiptToken(ctx.services.config.jwtSecret, {
    tenant: ctx.tenant.slug,
    storeId: row.storeId,
    folioId: row.id,
    expires,
  });
  // This server renders the page (receipt-page.routes.ts): the portal's address, on the tenant's sub-domain.
  return guestUrl(ctx, `/r/${token}`, 'portalUrl');
};

/** The store as its receipts name it. */
export const receiptHeader = async (db: Db, storeId: string): Promise<ReceiptHeader> => {
  const [store, company] = await Promise.all([storeRowById(db, storeId), storeCompany(db, storeId)]);
  if (!store) throw new AppError('not_found', `store ${storeId}`);
  return {
    name: store.name,
    address: [store.addressLine, store.town].filter((part) => part.trim()).join(', '),
    phone: store.phone,
    ...company,
    currency: store.storeCurrency,
    timeZone: store.timeZone,
  };
};

/** The language a store writes to its guests: its first language when it is one we write receipts in. */
const storeLanguage = (languages: string[]): ReceiptLanguage => (languages[0] === 'en' ? 'en' : 'tr');

/** `folio/receiptLink`. */
export const receiptLink = async (ctx: UserCtx, storeId: string, id: string): Promise<ReceiptLink> => {
  const row = await receiptable(ctx.db, storeId, id);
  const url = receiptUrl(ctx, row);
  const [qr, header, prints] = await Promise.all([
    qrPng(url, 240),
    receiptHeader(ctx.db, storeId),
    countEvents(ctx.db, id, PRINT_ACTIONS),
  ]);
  return { url, qr, header, prints };
};

/** `folio/printReceipt`: a `printed` row, or `reprinted` (a copy) when it had been printed before. */
export const printReceipt = async (ctx: UserCtx, storeId: string, id: string) => {
  const actor = await actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    // Locked, so two prints at once count one after the other: only one of them is the first.
    const row = hasReceipt(await repo.folioForUpdate(tx, storeId, id), id);
    const before = await countEvents(tx, id, PRINT_ACTIONS);
    const copy = before > 0;
    await repo.insertEvent(tx, {
      id: newId(),
      folioId: id,
      staff: actor,
      action: copy ? 'reprinted' : 'printed',
      detail: copy ? { copy: before } : {},
      version: row.version,
    });
    return { copy, prints: before + 1 };
  });
};

/**
 * `folio/sendReceipt`: the link by SMS, through the one sender and its budgets (per number, user, store and tenant;
 * ADR 0005), at most MAX_RECEIPT_SMS a bill. The number is never written in the history or a log line.
 */
export const sendReceipt = async (ctx: UserCtx, input: Out<typeof ZReceiptSend>) => {
  const row = await receiptable(ctx.db, input.storeId, input.id);
  let to: string;
  if (input.phone) to = normalizeGsm(input.phone, 'phone');
  else {
    const guest = row.guestUserId ? await userById(ctx.db, row.guestUserId) : undefined;
    if (!guest?.gsm) throw AppError.invalid([{ path: 'phone', code: 'required' }]);
    to = guest.gsm;
  }
  const store = await storeRowById(ctx.db, input.storeId);
  const text = receiptSmsText(
    storeLanguage(store?.languages ?? []),
    store?.name ?? '',
    row.number,
    receiptUrl(ctx, row),
  );
  const recipient = input.phone ? 'phone' : 'guest';
  const actor = await actorOf(ctx);
  let sent = 0;
  await sms.send(ctx, {
    to,
    text,
    purpose: 'receipt',
    storeId: input.storeId,
    // Counted and recorded under the SMS budget's lock, once the budgets passed: exact under parallel sends.
    claim: async (tx) => {
      sent = await countEvents(tx, row.id, [SENT_ACTION]);
      if (sent >= MAX_RECEIPT_SMS)
        throw new AppError('sms_limit', `the receipt of folio ${row.id} was sent ${sent} times, the most a bill may`);
      await repo.insertEvent(tx, {
        id: newId(),
        folioId: row.id,
        staff: actor,
        action: SENT_ACTION,
        detail: { recipient },
        version: row.version,
      });
    },
  });
  return { to: recipient, left: Math.max(0, MAX_RECEIPT_SMS - sent - 1) } as const;
};

const SMS_STORE_NAME_MAX = 40;

export const receiptSmsText = (language: ReceiptLanguage, storeName: string, number: number, url: string) => {
  const name =
    storeName.length > SMS_STORE_NAME_MAX ? `${storeName.slice(0, SMS_STORE_NAME_MAX - 1).trimEnd()}…` : storeName;
  return language === 'en'
    ? `${name}: the receipt of your bill no. ${number}: ${url}`
    : `${name}: ${number} numaralı hesabınızın fişi: ${url}`;
};

/** What the guest page shows for a token: the bill and its store's header, or null (unknown, forged, expired). */
export const receiptByToken = async (
  ctx: Pick<Ctx, 'db' | 'services' | 'tenant'>,
  token: string,
): Promise<{ folio: Folio; header: ReceiptHeader; languages: string[] } | null> => {
  const target = readReceiptToken(ctx.services.config.jwtSecret, ctx.tenant.slug, token);
  if (!target) return null;
  const row = await repo.folioById(ctx.db, target.storeId, target.folioId);
  if (!row || row.status === 'waiting' || row.status === 'cancelled') return null;
  const [[folio], header, store] = await Promise.all([
    withParts(ctx.db, [row]),
    receiptHeader(ctx.db, target.storeId),
    storeRowById(ctx.db, target.storeId),
  ]);
  return { folio: folio!, header, languages: store?.languages ?? ['tr'] };
};
