import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZGsm, ZId, ZIsoDateTime, ZMultiline, ZNote, ZOk, ZText } from '../core/schemas.ts';

/**
 * A number as typed. The server reads it (a Turkish number unless it says otherwise, '905321112233' gets its plus) and
 * answers it in E.164; a number that is not valid is refused naming the field.
 */
const ZPhoneField = ZGsm;

export const ZMainContract = z.object({
  id: ZId,
  createDate: ZIsoDateTime,
  detail: z.string(),
  version: z.number().int(),
  default: z.boolean(),
});
export type MainContract = z.infer<typeof ZMainContract>;

/** The agreement between the platform and a store: who signs for it and the company details on the invoice. */
export const ZStoreContract = z.object({
  storeId: ZId,
  companyTitle: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  adminName: z.string(),
  adminGsm: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  mainContractVersion: z.number().int(),
  updateDate: ZIsoDateTime.nullable(),
});

export const ZStoreContractSave = z.object({
  storeId: ZId,
  companyTitle: ZText(200).min(1),
  taxOffice: ZText(100),
  taxNumber: ZText(20).regex(/^\d{10,11}$/, 'tax number: 10 digits (VKN) or 11 (TCKN)'),
  adminName: ZText(120).min(1),
  adminGsm: ZPhoneField,
  phone: ZPhoneField,
  email: z.email().max(200),
  address: ZNote(500),
});

export const contractCalls = {
  getStoreContract: defineCall('contract/getStoreContract', z.object({ storeId: ZId }), ZStoreContract, {
    storeKey: 'storeId',
  }),
  saveStoreContract: defineCall('contract/saveStoreContract', ZStoreContractSave, ZStoreContract, {
    storeKey: 'storeId',
  }),
  /** Texts the contract link to a mobile number. */
  sendLinkSms: defineCall('contract/sendLinkSms', z.object({ storeId: ZId, gsm: ZPhoneField }), ZOk, {
    storeKey: 'storeId',
  }),
  getMainContract: defineCall('contract/getMainContract', ZEmpty, ZMainContract),
  /** A master user publishes a new version of the main contract. */
  saveMainContract: defineCall(
    'contract/saveMainContract',
    z.object({ detail: ZMultiline.min(1).max(500_000) }),
    ZMainContract,
    { access: 'master' },
  ),
};
