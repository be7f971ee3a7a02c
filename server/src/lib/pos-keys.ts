/** A cash register's POS key: made, hashed and checked here, for the rpc plugin and the pos area alike. */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POS_KEY_PATTERN } from '@sofra/contracts/pos/pos.schemas';
import type { Db } from '../db/client.ts';
import { cashRegisters } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { readCacheOf } from './read-cache.ts';

/** Who made a call with a POS key: the register and its store. */
export interface PosCaller {
  registerId: string;
  storeId: string;
}

/** A new key: 32 random bytes. Shown once; only its hash is kept. */
export const newPosKey = (): string => `sofra_pos_${randomBytes(32).toString('base64url')}`;

/** The key as kept: SHA-256 (the key is random and long, so a slow hash buys nothing). */
export const posKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** How often a register's `last_seen` is written at most. */
const SEEN_EVERY_MS = 60_000;
const lastWritten = new WeakMap<Db, Map<string, number>>();

/**
 * The register a key belongs to, or `pos_key_invalid`. A known key is kept in memory until its register's key changes
 * or the register goes (the `pos:<store>` change, docs/adr/0007); an unknown one is read every time, never kept.
 */
export const posCallerOf = async (db: Db, key: string | undefined): Promise<PosCaller> => {
  if (!key) throw new AppError('pos_key_invalid', "send the cash register's key in x-pos-key");
  if (!POS_KEY_PATTERN.test(key)) throw new AppError('pos_key_invalid', 'that is not a POS key');
  const hash = posKeyHash(key);
  const caller = await readCacheOf(db).get(`posKey:${hash}`, async () => {
    const [row] = await db
      .select({ registerId: cashRegisters.id, storeId: cashRegisters.storeId })
      .from(cashRegisters)
      .where(eq(cashRegisters.keyHash, hash));
    // Thrown, not kept: a flood of made-up keys cannot fill the cache.
    if (!row) throw new AppError('pos_key_invalid', 'the key was rotated, revoked or never made');
    return { value: row, tags: [`pos:${row.storeId}`] };
  });
  await markSeen(db, caller.registerId);
  return caller;
};

/** Writes when the register was last seen, at most once a minute per process. */
const markSeen = async (db: Db, registerId: string) => {
  let seen = lastWritten.get(db);
  if (!seen) lastWritten.set(db, (seen = new Map()));
  const now = Date.now();
  if (now - (seen.get(registerId) ?? 0) < SEEN_EVERY_MS) return;
  seen.set(registerId, now);
  await db
    .update(cashRegisters)
    .set({ lastSeen: new Date(now) })
    .where(eq(cashRegisters.id, registerId));
};
