import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { staff, staffInvitations, stores, userOwnedStores, users } from '../../db/schema/index.ts';

const inviter = alias(users, 'inviter');
const storeColumns = {
  storeId: stores.id,
  storeName: stores.name,
  countryCode: stores.countryCode,
  cityCode: stores.cityCode,
  town: stores.town,
};
const inviterColumns = { inviterName: inviter.name, inviterGsm: inviter.gsm };

/** The user's owner invitations (links not yet approved), oldest first; the limit only guards the answer's size. */
export const pendingOwner = (db: Db, userId: string) =>
  db
    .select({
      ...storeColumns,
      ...inviterColumns,
      createDate: userOwnedStores.createDate,
      expiredAt: userOwnedStores.expiredAt,
    })
    .from(userOwnedStores)
    .innerJoin(stores, eq(stores.id, userOwnedStores.storeId))
    .leftJoin(inviter, eq(inviter.id, userOwnedStores.invitedBy))
    .where(and(eq(userOwnedStores.userId, userId), eq(userOwnedStores.approved, false)))
    .orderBy(asc(userOwnedStores.createDate))
    .limit(200);

/** The user's staff invitations (memberships not yet accepted), oldest first. */
export const pendingStaff = (db: Db, userId: string) =>
  db
    .select({
      ...storeColumns,
      ...inviterColumns,
      position: staff.position,
      createDate: staff.createDate,
      expiredAt: staff.expiredAt,
    })
    .from(staff)
    .innerJoin(stores, eq(stores.id, staff.storeId))
    .leftJoin(inviter, eq(inviter.id, staff.invitedBy))
    .where(and(eq(staff.userId, userId), isNull(staff.acceptedAt)))
    .orderBy(asc(staff.createDate))
    .limit(200);

const ownerInvitation = (userId: string, storeId: string) =>
  and(eq(userOwnedStores.userId, userId), eq(userOwnedStores.storeId, storeId), eq(userOwnedStores.approved, false));
const staffInvitation = (userId: string, storeId: string) =>
  and(eq(staff.userId, userId), eq(staff.storeId, storeId), isNull(staff.acceptedAt));

/** Each answers whether there was such a pending invitation (only the invitee's own row can match); expired ones are not accepted. */
export const acceptOwner = async (db: Db, userId: string, storeId: string) =>
  (
    await db
      .update(userOwnedStores)
      .set({ approved: true })
      .where(and(ownerInvitation(userId, storeId), isNull(userOwnedStores.expiredAt)))
      .returning({ storeId: userOwnedStores.storeId })
  ).length === 1;

export const declineOwner = async (db: Db, userId: string, storeId: string) =>
  (
    await db
      .delete(userOwnedStores)
      .where(ownerInvitation(userId, storeId))
      .returning({ storeId: userOwnedStores.storeId })
  ).length === 1;

/** An expired invitation is not accepted (the owner sends it again); declining it still removes it. */
export const acceptStaff = async (db: Db, userId: string, storeId: string) =>
  (
    await db
      .update(staff)
      .set({ acceptedAt: new Date() })
      .where(and(staffInvitation(userId, storeId), isNull(staff.expiredAt)))
      .returning({ storeId: staff.storeId })
  ).length === 1;

export const declineStaff = async (db: Db, userId: string, storeId: string) =>
  (await db.delete(staff).where(staffInvitation(userId, storeId)).returning({ storeId: staff.storeId })).length === 1;

export type NumberInvitationRow = typeof staffInvitations.$inferSelect;

/** A store's invitations of numbers that have no account yet, oldest first. */
export const numberInvitationsOf = (db: Db, storeId: string) =>
  db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.storeId, storeId))
    .orderBy(asc(staffInvitations.createDate))
    .limit(500);

/** Writes the invitation unless the number is already invited to the store; answers the row only when it is new. */
export const insertNumberInvitation = async (
  db: Db,
  row: typeof staffInvitations.$inferInsert,
): Promise<NumberInvitationRow | undefined> =>
  (await db.insert(staffInvitations).values(row).onConflictDoNothing().returning())[0];

const numberInvitation = (storeId: string, gsm: string) =>
  and(eq(staffInvitations.storeId, storeId), eq(staffInvitations.gsm, gsm));

export const setNumberInvitationPosition = async (db: Db, storeId: string, gsm: string, position: string) =>
  (await db.update(staffInvitations).set({ position }).where(numberInvitation(storeId, gsm)).returning())[0];

export const deleteNumberInvitation = async (db: Db, storeId: string, gsm: string) =>
  (await db.delete(staffInvitations).where(numberInvitation(storeId, gsm)).returning({ gsm: staffInvitations.gsm }))
    .length === 1;

/**
 * Turns every invitation of the number into a staff invitation of the user (`accepted_at` null), in one transaction:
 * an invitation is never both lost and unclaimed. A store where the user is already staff keeps its row.
 */
export const claimByGsm = (db: Db, userId: string, gsm: string) =>
  db.transaction(async (tx) => {
    const claimed = await tx.delete(staffInvitations).where(eq(staffInvitations.gsm, gsm)).returning();
    if (claimed.length === 0) return 0;
    await tx
      .insert(staff)
      .values(
        claimed.map((row) => ({
          storeId: row.storeId,
          userId,
          position: row.position,
          permissions: row.permissions,
          acceptedAt: null,
          invitedBy: row.invitedBy,
          createDate: row.createDate,
          expiredAt: row.expiredAt,
        })),
      )
      .onConflictDoNothing();
    return claimed.length;
  });

/** Whether the user has an expired staff invitation to the store (what an accept that matched nothing answers). */
export const hasExpiredStaff = async (db: Db, userId: string, storeId: string) =>
  (
    await db
      .select({ storeId: staff.storeId })
      .from(staff)
      .where(and(staffInvitation(userId, storeId), isNotNull(staff.expiredAt)))
  ).length === 1;

/** The same for an owner invitation. */
export const hasExpiredOwner = async (db: Db, userId: string, storeId: string) =>
  (
    await db
      .select({ storeId: userOwnedStores.storeId })
      .from(userOwnedStores)
      .where(and(ownerInvitation(userId, storeId), isNotNull(userOwnedStores.expiredAt)))
  ).length === 1;

/** Sends an expired owner invitation again: pending from `now`, by `invitedBy`. Answers whether there was one. */
export const renewOwner = async (db: Db, storeId: string, userId: string, invitedBy: string, now: Date) =>
  (
    await db
      .update(userOwnedStores)
      .set({ expiredAt: null, createDate: now, invitedBy })
      .where(and(ownerInvitation(userId, storeId), isNotNull(userOwnedStores.expiredAt)))
      .returning({ storeId: userOwnedStores.storeId })
  ).length === 1;

/** Sends an expired staff invitation again: pending from `now`, by `invitedBy`. Answers whether there was one. */
export const renewStaff = async (db: Db, storeId: string, userId: string, invitedBy: string, now: Date) =>
  (
    await db
      .update(staff)
      .set({ expiredAt: null, createDate: now, invitedBy })
      .where(and(staffInvitation(userId, storeId), isNotNull(staff.expiredAt)))
      .returning({ storeId: staff.storeId })
  ).length === 1;

/** Removes the number's expired invitation to the store, so that adding the number again invites (and texts) anew. */
export const deleteExpiredNumberInvitation = async (db: Db, storeId: string, gsm: string) => {
  await db.delete(staffInvitations).where(and(numberInvitation(storeId, gsm), isNotNull(staffInvitations.expiredAt)));
};

/** Marks the invitations (owners', staff members' and numbers') made before `before` and not accepted as expired. */
export const expireBefore = async (db: Db, before: Date, now: Date): Promise<number> => {
  const owners = await db
    .update(userOwnedStores)
    .set({ expiredAt: now })
    .where(
      and(
        eq(userOwnedStores.approved, false),
        isNull(userOwnedStores.expiredAt),
        lt(userOwnedStores.createDate, before),
      ),
    )
    .returning({ storeId: userOwnedStores.storeId });
  const members = await db
    .update(staff)
    .set({ expiredAt: now })
    .where(and(isNull(staff.acceptedAt), isNull(staff.expiredAt), lt(staff.createDate, before)))
    .returning({ storeId: staff.storeId });
  const numbers = await db
    .update(staffInvitations)
    .set({ expiredAt: now })
    .where(and(isNull(staffInvitations.expiredAt), lt(staffInvitations.createDate, before)))
    .returning({ storeId: staffInvitations.storeId });
  return owners.length + members.length + numbers.length;
};
