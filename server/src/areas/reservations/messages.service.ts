import { createHash, randomBytes } from 'node:crypto';
import { newId } from '@sofra/contracts/core/ids';
import { reservationLimits } from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { guestUrl } from '../../lib/guest-url.ts';
import type { Ctx, Logger } from '../../lib/call-context.ts';
import type { Services } from '../../services.ts';
import { userById } from '../auth/users.service.ts';
import * as sms from '../sms/sms.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { addDays, localDayTime, localInstant } from './booking-rules.ts';
import * as repo from './reservations.repo.ts';
import type { ReservationRow } from './reservations.repo.ts';

/**
 * A reservation's confirmation and reminder by SMS (docs/reservations.md, Messages): service messages about the guest's
 * own booking, through the SMS area's one sender and its budgets, each sent once.
 */

const MINUTE = 60_000;
/** The customers' quiet hours (docs/customers.md): a reminder due in them goes at 20:00 the evening before. */
const QUIET_FROM = 21;
const QUIET_UNTIL = 9;
const EVENING = '20:00';

/**
 * When a confirmed reservation's reminder goes: the store's `minutesBefore` (default 120) before the start, or at 20:00
 * the evening before when that falls in the quiet hours; null without a phone, or when that time has passed already (a
 * booking made at short notice needs none).
 */
export const reminderDueAt = (
  startsAt: Date,
  phone: string | null,
  now: Date,
  timeZone: string,
  minutesBefore: number = reservationLimits.reminderMinutes.default,
): Date | null => {
  if (!phone) return null;
  let due = startsAt.getTime() - minutesBefore * MINUTE;
  const local = localDayTime(due, timeZone);
  if (local.hour >= QUIET_FROM) due = localInstant(local.day, EVENING, timeZone);
  else if (local.hour < QUIET_UNTIL) due = localInstant(addDays(local.day, -1), EVENING, timeZone);
  return due > now.getTime() ? new Date(due) : null;
};

type StoreLike = { name: string; languages: string[]; timeZone: string; storeCurrency: string };

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** A new link of the guest's to a reservation: the token (kept only as its hash), good until the booking's end. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const issueLink = async (db: Db, reservationId: string, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await repo.addLink(db, { tokenHash: hashOfToken(token), reservationId, createdAt: now });
  return token;
};
/**
 * The texts: the store's first language when it is English, else Turkish. Nothing but the booking and the guest's link
 * to see, confirm or cancel it (`/b/{token}`, docs/reservations.md).
 */
export const messageText = (
  kind: 'confirmation' | 'reminder',
  store: StoreLike,
  row: ReservationRow,
  link: string,
): string => {
  const { date, time } = localDayTime(row.startsAt.getTime(), store.timeZone);
  const [y, m, d] = date.split('-');
  const deposit = row.depositState === 'due' ? row.depositAmount : 0;
  const when = `${d}.${m}.${y} ${time}`;
  if (store.languages[0] === 'en') {
    return kind === 'confirmation'
      ? `${store.name}: your table for ${row.partySize} on ${when} is confirmed.` +
          (deposit ? ` Deposit due: ${money(deposit, store.storeCurrency)}.` : '') +
          ` Details or cancel: ${link}`
      : `${store.name}: a reminder of your table for ${row.partySize} on ${when}. Details or cancel: ${link}`;
  }
  return kind === 'confirmation'
    ? `${store.name}: ${when} için ${row.partySize} kişilik rezervasyonunuz onaylandı.` +
        (deposit ? ` Kapora: ${money(deposit, store.storeCurrency)}.` : '') +
        ` Detay ve iptal: ${link}`
    : `${store.name}: ${when} tarihindeki ${row.partySize} kişilik rezervasyonunuzu hatırlatırız. Detay ve iptal: ${link}`;
};

/** Who a message is sent for: the tenant whose sub-domain the guest's link opens on. */
type MessageCtx = Pick<Ctx, 'db' | 'services' | 'log'> & { tenant: Pick<Ctx['tenant'], 'slug'> };

/** Sends one message of a row already claimed, and writes what happened in its history. */
const deliver = async (
  ctx: MessageCtx,
  kind: 'confirmation' | 'reminder',
  store: StoreLike,
  row: ReservationRow,
  now: Date,
) => {
  let outcome: { action: string; detail: Record<string, unknown> };
  const guest = row.guestUserId ? await userById(ctx.db, row.guestUserId) : undefined;
  if (!row.guestPhone) outcome = { action: `${kind}-not-sent`, detail: { reason: 'no_phone' } };
  else if (guest?.isBlocked) outcome = { action: `${kind}-not-sent`, detail: { reason: 'user_blocked' } };
  else {
    try {
      // A link of its own per message (only its hash is kept, so the booking's first link cannot be sent again): the
      // guest's page of the booking, which this server renders (booking-page.routes.ts), on the tenant's sub-domain.
      const link = guestUrl(ctx, `/b/${await issueLink(ctx.db, row.id, now)}`, 'portalUrl');
      // No user: the budgets are the number's, the store's and the tenant's, not the host's who pressed confirm.
      await sms.send(
        { ...ctx, user: null, pos: null, ip: '', tenant: { slug: '', apiKey: '', database: '' } } as Ctx,
        { to: row.guestPhone, text: messageText(kind, store, row, link), purpose: 'reservation', storeId: row.storeId },
        now,
      );
      outcome = { action: `${kind}-sent`, detail: {} };
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'internal_error';
      outcome = { action: `${kind}-not-sent`, detail: { reason: code } };
      if (!(error instanceof AppError)) ctx.log.error({ err: error }, 'reservation message failed');
    }
  }
  await repo.addEvent(ctx.db, {
    id: newId(now.getTime()),
    reservationId: row.id,
    storeId: row.storeId,
    at: now,
    actor: null,
    ...outcome,
  });
};

/** The confirmation of a reservation just confirmed, once (after its commit; a refusal is kept in the history). */
export const sendConfirmation = async (ctx: MessageCtx, store: StoreLike, row: ReservationRow) => {
  const now = ctx.services.now();
  const claimed = await repo.claimConfirmation(ctx.db, row.id, now);
  if (claimed) await deliver(ctx, 'confirmation', store, claimed, now);
};

/**
 * The reminders due now (the job `reservations.send-reminders`, server/src/jobs.ts) of the tenant `slug`'s database:
 * each claimed and marked in one statement, so of two processes one sends it, once. Answers how many were claimed.
 */
export const sendReminders = async (
  db: Db,
  services: Services,
  now: Date,
  log: Logger,
  slug = 'default',
): Promise<number> => {
  const rows = await repo.claimReminders(db, now, 100);
  const stores = new Map<string, StoreLike | undefined>();
  for (const row of rows) {
    if (!stores.has(row.storeId)) stores.set(row.storeId, await storeRowById(db, row.storeId));
    const store = stores.get(row.storeId);
    if (store) await deliver({ db, services, log, tenant: { slug } }, 'reminder', store, row, now);
  }
  return rows.length;
};
