import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZDefinitionsQuery } from '../definitions/definitions.schemas.ts';
import { ZOk } from '../core/schemas.ts';
import { ZStoreTables } from '../tables/tables.schemas.ts';
import {
  ZCashRegister,
  ZCashRegisterCreate,
  ZCashRegisterKey,
  ZCashRegisterRef,
  ZIntegration,
  ZIntegrationSave,
} from './pos.schemas.ts';

/** Owners (and master users) only: a key opens the store's POS calls, so staff never make or see one. */
const OWNER = { storeKey: 'storeId' } as const;
/** Made by a cash register with its POS key, for the store the key belongs to. */
const POS = { storeKey: 'storeId', access: 'pos' } as const;

export const posCalls = {
  getIntegration: defineCall('pos/getIntegration', ZDefinitionsQuery, ZIntegration, OWNER),
  saveIntegration: defineCall('pos/saveIntegration', ZIntegrationSave, ZIntegration, OWNER),
  getCashRegisters: defineCall('pos/getCashRegisters', ZDefinitionsQuery, z.array(ZCashRegister), OWNER),
  /** Adds a cash register and makes its key; the answer is the only time the key is shown. */
  createCashRegister: defineCall('pos/createCashRegister', ZCashRegisterCreate, ZCashRegisterKey, OWNER),
  /** A new key for the register; the old one stops working at once. */
  rotateCashRegisterKey: defineCall('pos/rotateCashRegisterKey', ZCashRegisterRef, ZCashRegisterKey, OWNER),
  /** Removes the register; its key stops working at once. */
  deleteCashRegister: defineCall('pos/deleteCashRegister', ZCashRegisterRef, ZOk, OWNER),

  /** The store's tables and groups, for the POS. */
  getTables: defineCall('pos/getTables', ZDefinitionsQuery, ZStoreTables, POS),
  getTableGroups: defineCall('pos/getTableGroups', ZDefinitionsQuery, z.array(z.string()), POS),
};
