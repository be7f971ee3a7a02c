import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

export const insertCaptcha = async (db: Db, row: typeof captchas.$inferInsert) => {
  await db.insert(captchas).values(row);
};

/** Uses up an unused, unexpired captcha; answers its code hash, or undefined when there is no such captcha. */
export const useUp = async (db: Db, id: string, now: Date): Promise<string | undefined> =>
  (
    await db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
      .returning({ codeHash: captchas.codeHash })
  )[0]?.codeHash;
