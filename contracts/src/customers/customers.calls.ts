import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import {
  ZConsentAnswer,
  ZCreateVirtualUser,
  ZMessageAudience,
  ZMessageAudienceQuery,
  ZMyPlaces,
  ZOptOut,
  ZOptOutAnswer,
  ZPermissionLogList,
  ZPermissionLogQuery,
  ZRecordConsent,
  ZSendMessage,
  ZSentMessage,
  ZSetMyConsent,
  ZUserReport,
  ZUserReportExportQuery,
  ZUserReportQuery,
  ZVirtualUser,
} from './customers.schemas.ts';

const CUSTOMERS = { storeKey: 'storeId', staffPermission: 'customers.view' } as const;

/** A store's guests, segments, consent and messages. Rules: docs/customers.md. */
export const customerCalls = {
  /** The signed-in guest's places (spec §7 `myPlaces`), last visit first. */
  myPlaces: defineCall('user/myPlaces', z.object({}).strict(), ZMyPlaces),
  /** The customer list (spec §7 `report/user-report`): a page of the store's guests. */
  getUserReport: defineCall('report/getUserReport', ZUserReportQuery, ZUserReport, CUSTOMERS),
  /** The same guests as an `.xlsx` (sheet 'Customers'). */
  exportUserReport: defineCall('report/exportUserReport', ZUserReportExportQuery, z.unknown(), {
    ...CUSTOMERS,
    raw: true,
  }),
  /** How many guests a message would reach (the preview before `user/sendMessage`). */
  countMessageAudience: defineCall('user/countMessageAudience', ZMessageAudienceQuery, ZMessageAudience, CUSTOMERS),
  /** Sends (or, in the quiet hours 21:00–09:00 store time, queues) a message to a segment's consenting guests. */
  sendMessage: defineCall('user/sendMessage', ZSendMessage, ZSentMessage, CUSTOMERS),
  /** A guest created by staff without the app (`isVirtual`); an existing number answers its user. */
  createVirtualUser: defineCall('user/createVirtualUser', ZCreateVirtualUser, ZVirtualUser, CUSTOMERS),
  /** Staff record a guest's spoken consent for one channel (kept in the permission log with their id and store). */
  recordConsent: defineCall('user/recordConsent', ZRecordConsent, ZConsentAnswer, CUSTOMERS),
  /** A guest of the store's consent history (the permission log). */
  getPermissionLog: defineCall('user/getPermissionLog', ZPermissionLogQuery, ZPermissionLogList, CUSTOMERS),
  /** The signed-in guest changes their own consent for one channel. */
  setMyConsent: defineCall('user/setMyConsent', ZSetMyConsent, ZConsentAnswer),
  /** The SMS opt-out link `/o/{token}`: turns the guest's SMS consent off. Anyone holding the token may. */
  optOut: defineCall('user/optOut', ZOptOut, ZOptOutAnswer, { access: 'public' }),
} as const;
