import { z } from 'zod';
import { paymentCollectionTypes, printerTypes } from '../core/enums.ts';
import { ZId, ZText } from '../core/schemas.ts';

/**
 * The point-of-sale definitions of a store (spec sections 2, 3, 9): tax rates, ECR departments, printers, discount,
 * gift and deletion reasons, payment types. The spec gives no fields; ours, and the rules, are in docs/definitions.md.
 * Money is in minor units (kuruş), integers; rates and percentages are percent with at most two decimals.
 */

/** The most records one delete may name (a page of the grid is 10; a whole list selected stays far below). */
export const MAX_DELETE_IDS = 200;
/** The most records of one kind a store may have. */
export const MAX_DEFINITIONS = 500;
/** The largest amount a discount reason may take off, in minor units (1,000,000.00). */
export const MAX_DISCOUNT_AMOUNT = 100_000_000;

export const printerPaperWidths = [58, 80] as const;
export const discountKinds = ['percent', 'amount'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export type PrinterType = (typeof printerTypes)[number];
export type CollectionType = (typeof paymentCollectionTypes)[number];

const ZName = ZText(60).min(1);

/** A percentage from 0 to 100 with at most two decimals (20, 8.5, 0.75). */
export const ZPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'at most two decimals' });

/** What every definition has. `active` false: kept, but not offered on new products and bills. */
const base = {
  id: ZId,
  storeId: ZId,
  name: z.string(),
  active: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
};

/** What every save has: no `id` creates, an `id` updates that record. */
const saveBase = { storeId: ZId, id: ZId.optional(), name: ZName, active: z.boolean().default(true) };

/** Reads name the store only. */
export const ZDefinitionsQuery = z.object({ storeId: ZId });

/**
 * Deletes one record (`id`) or a selection (`ids`) in one call, all or none. A deleted record is archived, never
 * erased: products and bills that named it keep doing so (docs/definitions.md).
 */
export const ZDefinitionDelete = z
  .object({ storeId: ZId, id: ZId.optional(), ids: z.array(ZId).min(1).max(MAX_DELETE_IDS).optional() })
  .refine((v) => (v.id === undefined) !== (v.ids === undefined), {
    message: 'name either id or ids',
    path: ['ids'],
  });
export const ZDefinitionDeleted = z.object({ message: z.string(), deleted: z.number().int() });

// ---- tax rates

export const ZTaxRate = z.object({ ...base, rate: z.number(), isDefault: z.boolean() });
export type TaxRate = z.infer<typeof ZTaxRate>;
/** The default rate is the one new products get; exactly one rate is the default, and it stays active. */
export const ZTaxRateSave = z.object({ ...saveBase, rate: ZPercent, isDefault: z.boolean().default(false) });

// ---- departments (the fiscal cash register's ECR departments)

export const ZDepartment = z.object({ ...base, departmentNo: z.number().int(), taxRateId: z.string() });
export type Department = z.infer<typeof ZDepartment>;
export const ZDepartmentSave = z.object({
  ...saveBase,
  departmentNo: z.number().int().min(1).max(99),
  taxRateId: ZId,
});

// ---- printers

export const ZPrinter = z.object({
  ...base,
  type: z.enum(printerTypes),
  connection: z.string(),
  paperWidth: z.number().int(),
});
export type Printer = z.infer<typeof ZPrinter>;
export const ZPrinterSave = z.object({
  ...saveBase,
  type: z.enum(printerTypes),
  /** How the POS reaches it: an address and port (192.168.1.50:9100), a USB or Windows printer name. */
  connection: ZText(200),
  paperWidth: z.union(printerPaperWidths.map((w) => z.literal(w))),
});

// ---- reasons

/** A discount reason takes a percentage or a fixed amount off; `value` 0 means the amount is typed at the till. */
export const ZDiscountReason = z.object({ ...base, kind: z.enum(discountKinds), value: z.number() });
export type DiscountReason = z.infer<typeof ZDiscountReason>;
export const ZDiscountReasonSave = z
  .object({ ...saveBase, kind: z.enum(discountKinds), value: z.number().min(0) })
  .superRefine((v, ctx) => {
    const ok =
      v.kind === 'percent'
        ? ZPercent.safeParse(v.value).success
        : Number.isInteger(v.value) && v.value <= MAX_DISCOUNT_AMOUNT;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: v.kind === 'percent' ? 'a percentage from 0 to 100' : 'an amount in minor units',
      });
  });

export const ZGiftReason = z.object({ ...base });
export type GiftReason = z.infer<typeof ZGiftReason>;
export const ZGiftReasonSave = z.object({ ...saveBase });

/** A deletion (void) reason; `wasted`: the product was already made, so reports count it as waste. */
export const ZDeleteReason = z.object({ ...base, wasted: z.boolean() });
export type DeleteReason = z.infer<typeof ZDeleteReason>;
export const ZDeleteReasonSave = z.object({ ...saveBase, wasted: z.boolean().default(false) });

// ---- payment types

export const ZPaymentType = z.object({
  ...base,
  collectionType: z.enum(paymentCollectionTypes),
  countsAsRevenue: z.boolean(),
  sequence: z.number().int(),
});
export type PaymentType = z.infer<typeof ZPaymentType>;
export const ZPaymentTypeSave = z.object({
  ...saveBase,
  collectionType: z.enum(paymentCollectionTypes),
  countsAsRevenue: z.boolean().default(true),
  sequence: z.number().int().min(0).max(999).default(0),
});
