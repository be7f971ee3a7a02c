import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

/**
 * Codes sent to a number: the time of the last one, how many in the last hour, and how many in the last day were
 * asked with a solved captcha (only those count towards the day's limit).
 */
export const sentToNumber = async (db: Db, gsm: string, now: Date) => {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({
      last: max(otpCodes.createdAt),
      lastHour: sql<number>`count(*) filter (where ${otpCodes.createdAt} > ${hourAgo})`.mapWith(Number),
      lastDayWithCaptcha: sql<number>`count(*) filter (where ${otpCodes.captchaPassed})`.mapWith(Number),
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.gsm, gsm), gt(otpCodes.createdAt, dayAgo)));
  return {
    last: row?.last ? new Date(row.last) : undefined,
    lastHour: row?.lastHour ?? 0,
    lastDayWithCaptcha: row?.lastDayWithCaptcha ?? 0,
  };
};

export const sentFromIp = async (db: Db, ip: string, since: Date): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, since)))
  )[0]?.n ?? 0;

/** Serialises code issuing per number inside a transaction, so two requests cannot both pass the limits. */
export const lockNumber = async (db: Db, gsm: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${gsm}`}))`);
};

/** A new code replaces any earlier live code for the number. */
export const replaceLive = async (db: Db, row: typeof otpCodes.$inferInsert): Promise<void> => {
  await db
    .update(otpCodes)
    .set({ consumedAt: row.createdAt, registration: null })
    .where(and(eq(otpCodes.gsm, row.gsm), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values(row);
};

export const latest = async (db: Db, gsm: string): Promise<OtpRow | undefined> =>
  (await db.select().from(otpCodes).where(eq(otpCodes.gsm, gsm)).orderBy(desc(otpCodes.createdAt)).limit(1))[0];

/** Counts one attempt before the code is compared; answers the new count, or nothing once the code is out of attempts. */
export const takeAttempt = async (db: Db, id: string, maxAttempts: number): Promise<number | undefined> =>
  (
    await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)))
      .returning({ attempts: otpCodes.attempts })
  )[0]?.attempts;

/**
 * Single use: only the first of two concurrent correct answers consumes the code. A used code no longer needs the
 * registration it carried (the caller read it already).
 */
export const consume = async (db: Db, id: string, at: Date): Promise<boolean> =>
  (
    await db
      .update(otpCodes)
      .set({ consumedAt: at, registration: null })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id })
  ).length === 1;

export const discard = async (db: Db, id: string, at: Date): Promise<void> => {
  await db.update(otpCodes).set({ consumedAt: at, registration: null }).where(eq(otpCodes.id, id));
};
