import { z } from 'zod';
import { defineCall, type Call, type CallOptions } from '../core/call.ts';
import {
  ZDefinitionDelete,
  ZDefinitionDeleted,
  ZDefinitionsQuery,
  ZDeleteReason,
  ZDeleteReasonSave,
  ZDepartment,
  ZDepartmentSave,
  ZDiscountReason,
  ZDiscountReasonSave,
  ZGiftReason,
  ZGiftReasonSave,
  ZPaymentType,
  ZPaymentTypeSave,
  ZPrinter,
  ZPrinterSave,
  ZTaxRate,
  ZTaxRateSave,
} from './definitions.schemas.ts';

/** Reads: staff who may see the store, and the store's cash registers by their POS key. */
const READ = { storeKey: 'storeId', staffPermission: 'store.view', pos: true } as const;
const EDIT = { storeKey: 'storeId', staffPermission: 'definitions.edit' } as const;

const kind = <L extends z.ZodType, S extends z.ZodType>(names: [string, string, string], item: L, save: S) => ({
  list: defineCall(`pos/${names[0]}`, ZDefinitionsQuery, z.array(item), READ),
  save: defineCall(`pos/${names[1]}`, save, item, EDIT as CallOptions<z.output<S>>),
  remove: defineCall(`pos/${names[2]}`, ZDefinitionDelete, ZDefinitionDeleted, EDIT),
});

/** Each kind of definition: its list, its save (creates without `id`) and its delete (one or a selection). */
export const definitionKindCalls = {
  taxRates: kind(['getTaxRates', 'saveTaxRate', 'deleteTaxRate'], ZTaxRate, ZTaxRateSave),
  departments: kind(['getDepartments', 'saveDepartment', 'deleteDepartment'], ZDepartment, ZDepartmentSave),
  printers: kind(['getPrinters', 'savePrinter', 'deletePrinter'], ZPrinter, ZPrinterSave),
  discountReasons: kind(
    ['getDiscountReasons', 'saveDiscountReason', 'deleteDiscountReason'],
    ZDiscountReason,
    ZDiscountReasonSave,
  ),
  giftReasons: kind(['getGiftReasons', 'saveGiftReason', 'deleteGiftReason'], ZGiftReason, ZGiftReasonSave),
  deleteReasons: kind(['getDeleteReasons', 'saveDeleteReason', 'deleteDeleteReason'], ZDeleteReason, ZDeleteReasonSave),
  paymentTypes: kind(['getPaymentTypes', 'savePaymentType', 'deletePaymentType'], ZPaymentType, ZPaymentTypeSave),
};

export type DefinitionKind = keyof typeof definitionKindCalls;
export const definitionKinds = Object.keys(definitionKindCalls) as DefinitionKind[];

/** The same calls by name, for the list of every call. */
export const definitionCalls: Record<string, Call> = Object.fromEntries(
  Object.values(definitionKindCalls).flatMap((k) =>
    Object.values(k).map((call) => [call.path.slice('pos/'.length), call]),
  ),
);
