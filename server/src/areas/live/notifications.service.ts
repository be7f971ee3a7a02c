import { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type {
  LiveEvent,
  Notification,
  NotificationKind,
  ZDeviceRegister,
  ZNotificationPage,
  ZNotificationRead,
} from '@sofra/contracts/live/live.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import type { PushDriver } from '../../platform/push/push.ts';
import { guestUserIdOf } from '../folios/deliveries.service.ts';
import { userIdsWith } from '../stores/staff.service.ts';
import * as repo from './notifications.repo.ts';
import type { NotificationRow, Owner, PageKey } from './notifications.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * Notifications for the bell (docs/live.md): made from the events as they are published, one per event — a store's
 * (waiter called, bill requested, order placed) for its owners and staff holding folios.view, a guest user's own
 * (order answered, delivery changed) when the folio has one. Read and deleted are each reader's own.
 */

// ---- made from events

type Params = Record<string, string | number | null>;

/** What a published event makes: a store's notification or a guest's, with its text's parameters; or nothing. */
const draftOf = async (
  db: Db,
  event: LiveEvent,
): Promise<
  { kind: NotificationKind; storeId: string; userId: string | null; params: Params; folioId: string | null } | undefined
> => {
  switch (event.type) {
    case 'waiter.called':
    case 'check.requested': {
      const { signal } = event;
      return {
        kind: event.type === 'waiter.called' ? 'waiter-call' : 'check-request',
        storeId: event.storeId,
        userId: null,
        params: { tableName: signal.tableName, groupName: signal.groupName },
        folioId: signal.id,
      };
    }
    case 'order.placed':
      return {
        kind: 'order-placed',
        storeId: event.storeId,
        userId: null,
        params: { number: event.folio.number, tableName: event.folio.tableName, total: event.folio.total },
        folioId: event.folio.folioId,
      };
    case 'order.answered':
    case 'delivery.changed': {
      const userId = await guestUserIdOf(db, event.storeId, event.folio.folioId);
      if (!userId) return undefined;
      const params: Params =
        event.type === 'order.answered'
          ? { number: event.folio.number, state: event.state, prepMinutes: event.prepMinutes, reason: event.reason }
          : { number: event.folio.number, deliveryStatus: event.deliveryStatus, courierName: event.courierName };
      return {
        kind: event.type === 'order.answered' ? 'order-answered' : 'delivery-changed',
        storeId: event.storeId,
        userId,
        params,
        folioId: event.folio.folioId,
      };
    }
    default:
      return undefined;
  }
};

/** The event types that make a notification. */
export const notifyingEvents: ReadonlySet<LiveEvent['type']> = new Set([
  'waiter.called',
  'check.requested',
  'order.placed',
  'order.answered',
  'delivery.changed',
]);

const toNotification = (row: NotificationRow, storeName: string | null, read: boolean): Notification => ({
  id: row.id,
  storeId: row.storeId,
  storeName,
  kind: row.kind as NotificationKind,
  params: row.params,
  folioId: row.folioId,
  createdAt: row.createdAt.toISOString(),
  read,
});

/**
 * Writes the notification an event makes, if any. A store's is answered for the stream's `notification` event and
 * pushed to the devices of the store's readers; a guest's own is kept for their bell only (it is not the store's
 * stream's business).
 */
export const notifyOf = async (
  db: Db,
  event: LiveEvent,
  push: PushDriver,
  storeNameOf: (storeId: string) => Promise<string | null>,
  now = new Date(),
): Promise<Notification | undefined> => {
  const draft = await draftOf(db, event);
  if (!draft) return undefined;
  // A user's own is theirs wherever it happened (the bell lists it as the user's); it still names its store.
  const row = await repo.insert(db, {
    id: newId(now.getTime()),
    storeId: draft.storeId,
    userId: draft.userId,
    kind: draft.kind,
    params: draft.params,
    folioId: draft.folioId,
    createdAt: now,
  });
  if (draft.userId) return undefined;
  const notification = toNotification(row, await storeNameOf(draft.storeId), false);
  const readers = await userIdsWith(db, draft.storeId, 'folios.view');
  const targets = await repo.devicesOf(db, readers);
  if (targets.length)
    await push.send(
      targets.map((d) => ({
        token: d.token,
        platform: d.platform,
        language: d.language,
        kind: row.kind,
        params: row.params,
        storeId: row.storeId,
        notificationId: row.id,
      })),
    );
  return notification;
};

// ---- the calls

const ZCursor = z.object({ t: z.number().int().min(0).max(8.64e15), i: z.string().min(1).max(64) }).strict();

const keyOf = (cursor: string | undefined): PageKey | undefined => {
  if (cursor === undefined) return undefined;
  let json: unknown;
  try {
    json = /^[\w-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = ZCursor.safeParse(json);
  if (!parsed.success)
    throw AppError.invalid([{ path: 'cursor', code: 'invalid_format' }], 'cursor: not a cursor of this list');
  return { at: parsed.data.t, id: parsed.data.i };
};

const pageOf = async (
  ctx: UserCtx,
  owner: Owner,
  input: { cursor?: string; limit: number },
): Promise<Out<typeof ZNotificationPage>> => {
  const rows = await repo.page(ctx.db, owner, ctx.user.id, keyOf(input.cursor), input.limit + 1);
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row, storeName, read }) => toNotification(row, storeName, read)),
    nextCursor:
      rows.length > input.limit && last
        ? Buffer.from(JSON.stringify({ t: last.row.createdAt.getTime(), i: last.row.id })).toString('base64url')
        : null,
  };
};

/** `notification/get`: the user's own, newest first. */
export const own = (ctx: UserCtx, input: { cursor?: string; limit: number }) =>
  pageOf(ctx, { userId: ctx.user.id }, input);

/** `notification/getStaff`: the store's (the guard checked the caller reads its floor), newest first. */
export const ofStore = (ctx: UserCtx, input: { storeId: string; cursor?: string; limit: number }) =>
  pageOf(ctx, { storeId: input.storeId }, input);

const OK = { message: 'ok' };

/** `notification/delete`: off the user's own list; ids not theirs are passed over. */
export const deleteOwn = async (ctx: UserCtx, ids: string[]) => {
  await repo.setState(ctx.db, [{ userId: ctx.user.id }], ctx.user.id, ids, 'deleted');
  return OK;
};

/** `notification/deleteStaff`: off this reader's list of the store only; the others still see them. */
export const deleteOfStore = async (ctx: UserCtx, storeId: string, ids: string[]) => {
  await repo.setState(ctx.db, [{ storeId }], ctx.user.id, ids, 'deleted');
  return OK;
};

/**
 * `notification/markRead`: the ids given (the user's own, and the store's when `storeId` names one), or every one of
 * the store's (with `storeId`) or of the user's own (without) when none are given. For this reader only.
 */
export const markRead = async (ctx: UserCtx, input: Out<typeof ZNotificationRead>) => {
  const { storeId, ids } = input;
  const owners: Owner[] = ids
    ? [{ userId: ctx.user.id }, ...(storeId ? [{ storeId }] : [])]
    : [storeId ? { storeId } : { userId: ctx.user.id }];
  if (ids?.length === 0) return OK;
  await repo.setState(ctx.db, owners, ctx.user.id, ids, 'read');
  return OK;
};

/** `notification/getUnreadCounts`: the user's own, and the store's for this reader when `storeId` names one. */
export const unreadCounts = async (ctx: UserCtx, storeId: string | undefined) => ({
  user: await repo.unread(ctx.db, { userId: ctx.user.id }, ctx.user.id),
  store: storeId ? await repo.unread(ctx.db, { storeId }, ctx.user.id) : 0,
});

/** `device/register`: keeps the device's token for the signed-in user (the last one to register it). */
export const registerDevice = async (ctx: UserCtx, input: Out<typeof ZDeviceRegister>) => {
  await repo.upsertDevice(ctx.db, {
    id: newId(),
    userId: ctx.user.id,
    token: input.token,
    platform: input.platform,
    language: input.language ?? null,
  });
  return OK;
};

/** How long a notification stays in the bell: 90 days, then the notifications job deletes it (daily). */
export const NOTIFICATIONS_KEPT_MS = 90 * 86_400_000;

export const pruneNotifications = (db: Db, now: Date): Promise<number> =>
  repo.deleteCreatedBefore(db, new Date(now.getTime() - NOTIFICATIONS_KEPT_MS));

/** The devices a push to the user goes to (the customers' messages). */
export const devicesOfUser = (db: Tx, userId: string) => repo.devicesOf(db as Db, [userId]);

/** The users with a registered device, as a subquery of `user_id` (the customers' push audience). */
export const deviceOwners = (db: Tx) => repo.deviceOwners(db);
