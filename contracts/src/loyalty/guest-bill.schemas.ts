import { z } from 'zod';
import { ZId } from '../core/schemas.ts';
import { ZCouponCodeIn } from './coupons.schemas.ts';

/**
 * The table's bill on the guest page (docs/coupons.md, The table's bill): what the guests at a table owe together, as
 * the server's own folio totals say it, and a coupon or promo code applied to it by a signed-in guest.
 */

/** `guest/bill {code}`: the table QR code the guest scanned is their proof of presence. */
export const ZGuestBillQuery = z.object({ code: ZId });

/** A signed-in guest's coupon tries on a table's bill per minute (`rate_limited` beyond, refused tries counted too). */
export const GUEST_BILL_COUPON_TRIES_PER_MINUTE = 10;

export const ZGuestBillLine = z.object({
  name: z.string(),
  /** The names of the options chosen. */
  options: z.array(z.string()),
  quantity: z.number().int(),
  /** unitPrice × quantity: the menu's price of the line. */
  gross: z.number().int(),
  /** gross less what a campaign and the line's own discount took off (0 for a gift): before the bill's discounts. */
  amount: z.number().int(),
  /** Given by the house (`amount` 0). */
  gift: z.boolean(),
});

/** A discount on the whole bill, named as the bill names it (a coupon: `{coupon name} ({code})`), and what it took. */
export const ZGuestBillDiscount = z.object({ name: z.string(), amount: z.number().int() });

/**
 * The table's open bill as its guests see it: products, amounts and discounts — no staff, no guest, no payment type.
 * `subtotal − campaign − discount + serviceFee = total`, every figure the folio's own (docs/folios.md, Totals).
 */
export const ZGuestBill = z.object({
  /** The bill's number of the day, as the staff and the receipt name it. */
  number: z.number().int(),
  tableName: z.string().nullable(),
  /** open: takes orders and a coupon; locked: printed for paying (a coupon still applies). */
  status: z.enum(['open', 'locked']),
  /** Its sold and gifted lines, in the bill's order (voided lines left out). */
  lines: z.array(ZGuestBillLine),
  /** The lines' amounts added up. */
  subtotal: z.number().int(),
  /** A running campaign's reward on the whole bill, when one. */
  campaign: ZGuestBillDiscount.nullable(),
  /** The bill's own discount — a coupon, or one the staff gave — when one. */
  discount: ZGuestBillDiscount.nullable(),
  /** The store's service fee on what is left (0: none). */
  serviceFee: z.number().int(),
  total: z.number().int(),
  /** Paid so far (tips apart). */
  paid: z.number().int(),
  /** total − paid: what is left to pay. */
  balance: z.number().int(),
  currency: z.string(),
});
export type GuestBill = z.infer<typeof ZGuestBill>;

/** `guest/bill`: the table's bill, or null while the table has none open. */
export const ZGuestBillAnswer = ZGuestBill.nullable();

/** `guest/billCoupon {code, couponCode}`: a coupon or promo code on the table's open bill, by a signed-in guest. */
export const ZGuestBillCoupon = z.object({ code: ZId, couponCode: ZCouponCodeIn });
