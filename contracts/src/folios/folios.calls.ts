import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import {
  ZFolio,
  ZFolioByDate,
  ZFolioByUserQr,
  ZFolioCancel,
  ZFolioChange,
  ZFolioCovers,
  ZFolioDetail,
  ZFolioDiscountApply,
  ZFolioGift,
  ZFolioHide,
  ZFolioLineNote,
  ZFolioLock,
  ZFolioMove,
  ZFolioPage,
  ZFolioPaymentAdd,
  ZFolioPaymentRemove,
  ZFolioRef,
  ZFolioRefresh,
  ZFolioReport,
  ZFolioReportQuery,
  ZFolioSave,
  ZFolioSearch,
  ZFolioSearchTotals,
  ZFolioStoreQuery,
  ZFolioSummary,
  ZFolioUserFolios,
  ZFolioVoid,
  ZIdempotencyHeaders,
  ZPosFolioControl,
  ZPosFolioImport,
  ZPosFolioImported,
} from './folios.schemas.ts';
import { ZReceiptLink, ZReceiptPrinted, ZReceiptRef, ZReceiptSend, ZReceiptSent } from './receipts.schemas.ts';

const VIEW = { storeKey: 'storeId', staffPermission: 'folios.view' } as const;
/** A folio write: guarded by its permission, and idempotent by the `Idempotency-Key` header (docs/folios.md). */
const write = (staffPermission: string) =>
  ({ storeKey: 'storeId', staffPermission, headers: ZIdempotencyHeaders }) as const;
/** Made by a cash register with its POS key, for the store the key belongs to. */
const POS = { storeKey: 'storeId', access: 'pos', headers: ZIdempotencyHeaders } as const;

/** Folios: the bill from open to closed. Rules: docs/folios.md; permissions: docs/permissions.md. */
export const folioCalls = {
  /** Opens a folio, or adds lines to an open one. Answers the folio. */
  save: defineCall('folio/save', ZFolioSave, ZFolio, write('folios.order')),
  getById: defineCall('folio/getById', ZFolioRef, ZFolioDetail, VIEW),
  /** The store's open and locked folios (hidden ones apart), oldest first: the floor board. */
  get: defineCall('folio/get', ZFolioStoreQuery, z.array(ZFolio), VIEW),
  /** Locks a folio (the bill is printed: no more lines) or, with `locked: false`, opens it again. */
  lock: defineCall('folio/lock', ZFolioLock, ZFolio, write('folios.order')),
  addPayment: defineCall('folio/addPayment', ZFolioPaymentAdd, ZFolio, write('payments.take')),
  /** Takes back a payment of a folio not yet closed (a mistake at the till). */
  removePayment: defineCall('folio/removePayment', ZFolioPaymentRemove, ZFolio, write('payments.take')),
  /** Closes a folio paid in full; refused with folio_balance_due otherwise. */
  close: defineCall('folio/close', ZFolioChange, ZFolio, write('payments.take')),
  cancel: defineCall('folio/cancel', ZFolioCancel, ZFolio, write('folios.cancel')),
  /** The order was served. */
  done: defineCall('folio/done', ZFolioChange, ZFolio, write('folios.order')),
  /** The folio when its version is not the one named; else 304 without a body. */
  refresh: defineCall('folio/refresh', ZFolioRefresh, ZFolio, VIEW),
  hide: defineCall('folio/hide', ZFolioHide, ZFolio, write('folios.cancel')),
  applyDiscount: defineCall('folio/applyDiscount', ZFolioDiscountApply, ZFolio, write('folios.discount')),
  giftLine: defineCall('folio/giftLine', ZFolioGift, ZFolio, write('folios.gift')),
  voidLine: defineCall('folio/voidLine', ZFolioVoid, ZFolio, write('folios.cancel')),
  moveTable: defineCall('folio/moveTable', ZFolioMove, ZFolio, write('folios.move-table')),
  /** Changes a line's note while the folio is open (the kitchen's "no onions"). */
  noteLine: defineCall('folio/noteLine', ZFolioLineNote, ZFolio, write('folios.order')),
  /** Changes the number of guests (covers) of a folio not yet closed or cancelled. */
  setCovers: defineCall('folio/setCovers', ZFolioCovers, ZFolio, write('folios.order')),

  /** The receipt's guest page address (signed), its QR code and header (docs/folios.md, Receipts). */
  receiptLink: defineCall('folio/receiptLink', ZReceiptRef, ZReceiptLink, VIEW),
  /** Records a print of the receipt in the bill's history (`printed`, then `reprinted`: a copy). */
  printReceipt: defineCall('folio/printReceipt', ZReceiptRef, ZReceiptPrinted, VIEW),
  /** Texts the receipt's link to a number, or to the bill's guest; budgeted, at most MAX_RECEIPT_SMS a bill. */
  sendReceipt: defineCall('folio/sendReceipt', ZReceiptSend, ZReceiptSent, {
    storeKey: 'storeId',
    staffPermission: 'payments.take',
  }),

  /** Searches the store's folios by business day (keyset pages, newest first). */
  getByStore: defineCall('folio/getByStore', ZFolioSearch, ZFolioPage, { ...VIEW, trusted: true }),
  /** The totals row of the same search, over every page. */
  getTotals: defineCall('folio/getTotals', ZFolioSearch, ZFolioSearchTotals, VIEW),
  /** Every folio of one business day, oldest first. */
  getByDate: defineCall('folio/getByDate', ZFolioByDate, z.array(ZFolioSummary), { ...VIEW, trusted: true }),
  /** The open folios of the guest whose QR code a waiter scanned. */
  getByUserQr: defineCall('folio/getByUserQr', ZFolioByUserQr, z.array(ZFolio), VIEW),
  /** A guest's folios at the store, newest first. */
  getUserFolios: defineCall('folio/getUserFolios', ZFolioUserFolios, ZFolioPage, { ...VIEW, trusted: true }),
  /** The `.xlsx` of a search (sheet 'Folio List', spec §9's column widths). */
  exportList: defineCall('folio/exportList', ZFolioSearch, z.unknown(), { ...VIEW, raw: true }),

  /** Master users: every store of the tenant, totals per store. */
  getReport: defineCall('folio/getReport', ZFolioReportQuery, ZFolioReport, { access: 'master' }),

  /** The POS pulls the open guest-app folios it has not confirmed yet. */
  receiveFromPos: defineCall('folio/receiveFromPos', ZFolioStoreQuery, z.array(ZFolio), POS),
  /** The POS confirms it took those folios over, with its own id for each. */
  controlFromPos: defineCall('folio/controlFromPos', ZPosFolioControl, z.array(ZFolio), POS),
};

/** The point-of-sale program's closed folios, imported by its POS key (docs/pos-import.md). */
export const posFolioCalls = {
  folioImport: defineCall('pos/folioImport', ZPosFolioImport, ZPosFolioImported, POS),
};
