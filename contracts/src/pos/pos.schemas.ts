import { z } from 'zod';
import { ZId, ZText } from '../core/schemas.ts';

/**
 * The store's connection to its point-of-sale program (spec section 2 `integration`, section 7 `pos/*`): each cash
 * register gets its own POS key, shown once, kept only as a hash; the POS sends it as `x-pos-key`. docs/definitions.md.
 */

/** A key: `sofra_pos_` and 43 base64url characters (32 random bytes). */
export const POS_KEY_PATTERN = /^sofra_pos_[A-Za-z0-9_-]{43}$/;
export const POS_KEY_HEADER = 'x-pos-key';
/** The most cash registers one store may connect. */
export const MAX_CASH_REGISTERS = 50;

export const ZCashRegister = z.object({
  id: ZId,
  storeId: ZId,
  name: z.string(),
  /** The key's last four characters, to tell keys apart; the key itself is never answered again. */
  keyHint: z.string(),
  createDate: z.string(),
  /** When the key was last made (created or rotated). */
  keyDate: z.string(),
  /** The last call made with its key; null until the register has connected. */
  lastSeen: z.string().nullable(),
});
export type CashRegister = z.infer<typeof ZCashRegister>;

/** A register with its new key: the only answer that carries the key. */
export const ZCashRegisterKey = z.object({ register: ZCashRegister, key: z.string() });
export type CashRegisterKey = z.infer<typeof ZCashRegisterKey>;

export const ZCashRegisterCreate = z.object({ storeId: ZId, name: ZText(60).min(1) });
export const ZCashRegisterRef = z.object({ storeId: ZId, id: ZId });

/** The store's ids in the POS vendor's and food-app systems (spec Store `kerzzId`, `cloudId`, `foodAppAccountId`). */
export const ZIntegration = z.object({ kerzzId: z.string(), cloudId: z.string(), foodAppAccountId: z.string() });
export type Integration = z.infer<typeof ZIntegration>;
export const ZIntegrationSave = z.object({
  storeId: ZId,
  kerzzId: ZText(100),
  cloudId: ZText(100),
  foodAppAccountId: ZText(100),
});
