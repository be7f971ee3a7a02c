import { z } from 'zod';
import { ZGsm, ZId } from '../core/schemas.ts';

/**
 * A bill's receipt (docs/folios.md, Receipts): printed on 80 mm paper from the portal, and a read-only guest page at a
 * signed link (its QR on the paper, or sent by SMS). The amounts are the folio's own, computed by the server.
 */

/** The most receipt SMS one bill may send, whoever asks. */
export const MAX_RECEIPT_SMS = 3;
/** How long a receipt's guest link opens, in days from the bill's opening. */
export const RECEIPT_LINK_DAYS = 90;

export const ZReceiptRef = z.object({ storeId: ZId, id: ZId });

/** The store as a receipt's header names it; a field the store has not given is an empty string. */
export const ZReceiptHeader = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The company on the store's contract, its tax office and tax number (VKN/TCKN). */
  companyTitle: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  /** The store's currency and IANA time zone: a receipt's amounts and times are written in them. */
  currency: z.string(),
  timeZone: z.string(),
});
export type ReceiptHeader = z.infer<typeof ZReceiptHeader>;

/** `folio/receiptLink`: the guest page's address, its QR code (a PNG data URL), the header and how often it printed. */
export const ZReceiptLink = z.object({
  url: z.string(),
  qr: z.string(),
  header: ZReceiptHeader,
  /** Prints recorded so far: a receipt printed again is marked as a copy. */
  prints: z.number().int(),
});
export type ReceiptLink = z.infer<typeof ZReceiptLink>;

/** `folio/printReceipt`: the print recorded in the bill's history; `copy` when it had been printed before. */
export const ZReceiptPrinted = z.object({ copy: z.boolean(), prints: z.number().int() });

/**
 * `folio/sendReceipt`: the link by SMS to `phone`, or without one to the bill's guest (the server reads their number;
 * the portal never sees it).
 */
export const ZReceiptSend = ZReceiptRef.extend({ phone: ZGsm.optional() });
/** The portal's send form. */
export const ZReceiptSendForm = z.object({ phone: ZGsm });
export const ZReceiptSent = z.object({
  /** `guest`: the bill's guest's own number; `phone`: the number given. */
  to: z.enum(['guest', 'phone']),
  /** Sends left for this bill. */
  left: z.number().int(),
});
